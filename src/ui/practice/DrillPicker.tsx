import { DRILL_BANK, type DrillSource } from '../../content/drills';
import { DRILL_LEVELS, levelPromise, type DrillLevel } from '../../engine/drillGenerator';
import { freshDrill } from './useDrillAddress';

const LEVEL_HELP: Record<DrillLevel, string> = Object.fromEntries(
  DRILL_LEVELS.map((l) => [l, levelPromise(l)]),
) as Record<DrillLevel, string>;

interface Props {
  source: DrillSource;
  onChoose(d: DrillSource): void;
}

/** Choose a generated drill by level (a new seed each time) or a drill from the bank. */
export function DrillPicker({ source, onChoose }: Props) {
  const level = source.kind === 'generated' ? source.level : 1;
  return (
    <div className="drill-picker">
      <label>
        Level{' '}
        <select
          data-testid="drill-level"
          value={source.kind === 'generated' ? String(level) : ''}
          onChange={(e) => onChoose(freshDrill(Number(e.target.value) as DrillLevel))}
        >
          {source.kind === 'bank' && <option value="">—</option>}
          {DRILL_LEVELS.map((l) => (
            <option key={l} value={l}>
              {l}: {LEVEL_HELP[l]}
            </option>
          ))}
        </select>
      </label>
      <button type="button" data-testid="drill-new" onClick={() => onChoose(freshDrill(level))}>
        New drill
      </button>
      <label>
        From the bank{' '}
        <select
          data-testid="drill-bank"
          value={source.kind === 'bank' ? source.name : ''}
          onChange={(e) => e.target.value && onChoose({ kind: 'bank', name: e.target.value })}
        >
          <option value="">Choose a drill…</option>
          {DRILL_BANK.map((d) => (
            <option key={d.name} value={d.name}>
              {d.title}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
