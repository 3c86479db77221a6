import { useSession } from '@/features/auth/hooks/use-session';
import { LegalPage } from '@/features/legal/components/legal-page';
import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';
import { TermsOfUse } from '@/features/legal/components/terms-of-use';
import { legalInfo } from '@/features/legal/legal-info';

function useBackLink(): { backHref: string; backLabel: string } {
  const { access } = useSession();
  return access.status === 'signedOut'
    ? { backHref: '/login', backLabel: 'Back to login' }
    : { backHref: '/generate', backLabel: 'Back to the game' };
}

export function TermsRoute() {
  const back = useBackLink();
  return (
    <LegalPage
      title="Terms of Use"
      badge={`Version ${legalInfo.termsVersion}`}
      updated={`Effective ${legalInfo.effectiveDate}`}
      {...back}
    >
      <TermsOfUse />
    </LegalPage>
  );
}

export function PrivacyRoute() {
  const back = useBackLink();
  return (
    <LegalPage title="Privacy Policy" updated={`Last updated ${legalInfo.effectiveDate}`} {...back}>
      <PrivacyPolicy />
    </LegalPage>
  );
}
