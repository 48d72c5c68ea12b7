import { DRILL_BANK, type BankDrill, type DrillSource } from '../../content/practice/drills';
import { DRILL_LEVELS, levelRules, type DrillLevel } from '../../engine/drillGenerator';
import { t } from '../../i18n/i18n';
import { SYSTEMS } from '../../content/lessons/systems';
import { freshDrill, freshSeed } from './useDrillAddress';

/** The level select's value for a real system's drills: this, then the lesson's id. */
const SYSTEM = 'system:';

/** What every drill of a level contains, in the page's words ("3 workers, a renewal"). */
function levelHelp(level: DrillLevel): string {
  const r = levelRules(level);
  const [low, high] = r.workers;
  const parts = [
    low === high
      ? t('practice.level.workers', { n: low })
      : t('practice.level.workerRange', { low, high }),
    ...(r.renew ? [t('practice.level.renew')] : []),
    ...(r.cancel ? [t('practice.level.cancel')] : []),
    ...(r.storage ? [t('practice.level.storage')] : []),
  ];
  return parts.join(t('practice.level.separator'));
}

/** A bank drill's title in the page's words (its English title, content/practice/drills.ts, if none). */
export function bankTitle(drill: BankDrill): string {
  const titles: Record<string, string> = {
    'seed-demo': t('practice.bank.seed-demo'),
    'naive-unfenced-finish': t('practice.bank.naive-unfenced-finish'),
    'renew-after-takeover': t('practice.bank.renew-after-takeover'),
    'cancel-before-finish': t('practice.bank.cancel-before-finish'),
    'highest-token-store': t('practice.bank.highest-token-store'),
    'attempt-id-recovery': t('practice.bank.attempt-id-recovery'),
  };
  return titles[drill.name] ?? drill.title;
}

interface Props {
  source: DrillSource;
  onChoose(d: DrillSource): void;
}

/** Choose a generated drill by level (a new seed each time) or a drill from the bank. */
export function DrillPicker({ source, onChoose }: Props) {
  const level = source.kind === 'generated' ? source.level : 1;
  const value =
    source.kind === 'generated'
      ? String(level)
      : source.kind === 'system'
        ? `${SYSTEM}${source.lesson}`
        : '';
  const choose = (v: string) =>
    onChoose(
      v.startsWith(SYSTEM)
        ? { kind: 'system', lesson: v.slice(SYSTEM.length), seed: freshSeed() }
        : freshDrill(Number(v) as DrillLevel),
    );
  return (
    <div className="drill-picker">
      <label>
        {t('practice.drills.level')}{' '}
        <select data-testid="drill-level" value={value} onChange={(e) => choose(e.target.value)}>
          {source.kind === 'bank' && <option value="">—</option>}
          {DRILL_LEVELS.map((l) => (
            <option key={l} value={l}>
              {t('practice.drills.levelOption', { level: l, promise: levelHelp(l) })}
            </option>
          ))}
          <optgroup label={t('practice.drills.systems')}>
            {SYSTEMS.map((r) => (
              <option key={r.lesson} value={`${SYSTEM}${r.lesson}`}>
                {r.system}
              </option>
            ))}
          </optgroup>
        </select>
      </label>
      <button
        type="button"
        data-testid="drill-new"
        onClick={() => (value === '' ? onChoose(freshDrill(level)) : choose(value))}
      >
        {t('practice.drills.new')}
      </button>
      <label>
        {t('practice.drills.bank')}{' '}
        <select
          data-testid="drill-bank"
          value={source.kind === 'bank' ? source.name : ''}
          onChange={(e) => e.target.value && onChoose({ kind: 'bank', name: e.target.value })}
        >
          <option value="">{t('practice.drills.chooseBank')}</option>
          {DRILL_BANK.map((d) => (
            <option key={d.name} value={d.name}>
              {bankTitle(d)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
