import { useState } from 'react';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage';
import { OlderSignUpForm } from './older-sign-up-form';
import { PrivacyAgreementModal } from './privacy-agreement-modal';

/** `/signup`: the privacy agreement first (remembered under `agreedToPrivacy`), then the form. */
export function SignUpScreen({ onSuccess, onLeave }: { onSuccess: () => void; onLeave: () => void }) {
  const [agreed, setAgreed] = useState(() => readStorage(storageKeys.agreedToPrivacy) === 'true');

  function agree() {
    writeStorage(storageKeys.agreedToPrivacy, 'true');
    setAgreed(true);
  }

  return (
    <>
      <PrivacyAgreementModal open={!agreed} onAgree={agree} onLeave={onLeave} />
      {agreed ? <OlderSignUpForm onSuccess={onSuccess} /> : null}
    </>
  );
}
