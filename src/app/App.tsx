import { ExamplePicker } from '../ui/player/ExamplePicker';
import { Workbench } from '../ui/Workbench';

export function App() {
  return (
    <>
      <header className="app-header">
        <h1>FenceLab</h1>
        <p className="tagline">Leases and fencing tokens, run on a real SQLite in your browser.</p>
        <ExamplePicker />
      </header>
      <main className="app-main">
        <Workbench />
      </main>
    </>
  );
}
