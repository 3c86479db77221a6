import { DemoScreen } from '@/features/play/components/demo-screen';

/** /demo for visitors who are neither signed in nor guests (spec §2). */
export function DemoRoute() {
  return <DemoScreen />;
}
