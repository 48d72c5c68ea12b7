// A scenario's share fragment (`s=…`) held to the rules the studio's Share link keeps: no link for
// text a link would refuse to open (shareLimits.ts), none longer than a link may be. Its modules
// load on first use, so importing this costs nothing.
import type { Scenario } from '../../engine/types';
import { t } from '../../i18n/i18n';

export type ShareFragment = { ok: true; fragment: string } | { ok: false; message: string };

/**
 * The share fragment (without `#`) of `text`. `scenario` is its validated scenario; without it the
 * text is parsed here, and text that is no valid scenario gets no link.
 */
export async function shareFragmentOf(text: string, scenario?: Scenario): Promise<ShareFragment> {
  const [{ encodeShareFragment, MAX_LINK_LENGTH }, { shareRefusal }, { shareRefusalText }] =
    await Promise.all([
      import('../../content/links/shareLink'),
      import('../../content/links/shareLimits'),
      import('../../i18n/linkText'),
    ]);
  let valid = scenario;
  if (!valid) {
    const { parseScenarioYaml } = await import('../../engine');
    const parsed = parseScenarioYaml(text, 'shared link');
    if (!parsed.ok) return { ok: false, message: t('player.embed.refused.invalid') };
    valid = parsed.scenario;
  }
  const refusal = shareRefusal(text, valid);
  if (refusal) return { ok: false, message: shareRefusalText(refusal) };
  const fragment = encodeShareFragment(text);
  if (fragment.length > MAX_LINK_LENGTH) {
    const sizes = { length: String(fragment.length), max: String(MAX_LINK_LENGTH) };
    return { ok: false, message: t('studio.share.tooLarge', sizes) };
  }
  return { ok: true, fragment };
}
