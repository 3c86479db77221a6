import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import './analyst.css';

/** What a player, guest or anyone else sees at /analyst: the api refused them (403), and why. */
export function AnalystRefused() {
  return (
    <Card title="Analysts only" headingLevel={1} className="analyst analyst--refused">
      <Alert title="You cannot open the analysts' screens.">
        Replays and question reports are for analysts and administrators. Ask an administrator for the analyst
        role if you need them.
      </Alert>
      <Link to="/generate">Back to Game</Link>
    </Card>
  );
}
