// The player's tools beside a finished run: export the figure (export/ExportButton.tsx) and embed
// the player in another page (embed/EmbedButton.tsx). Each loads its own code when first used.
import { EmbedButton } from '../../embed/EmbedButton';
import { ExportButton } from '../export/ExportButton';

export function PlayerTools() {
  return (
    <div className="player-tools" data-testid="player-tools">
      <ExportButton />
      <EmbedButton />
    </div>
  );
}
