/** A small monogram per provider: recognisable at a glance without shipping anyone's trademark artwork. */
const MARKS: Record<string, string> = { google: 'G', github: 'GH', facebook: 'f' };

export function ProviderMark({ id }: { id: string }) {
  return <span className={`provider-mark provider-mark--${id}`}>{MARKS[id] ?? 'ID'}</span>;
}
