import { ExamplePicker } from '../ui/player/ExamplePicker';
import { PlayerView } from '../ui/player/PlayerView';

export function App() {
  return (
    <>
      <header className="app-header">
        <h1>FenceLab</h1>
        <p className="tagline">Leases and fencing tokens, run on a real SQLite in your browser.</p>
        <ExamplePicker />
      </header>
      <main className="app-main">
        <PlayerView />
      </main>
    </>
  );
}
