// Test helper: the placeholders of a compiled message (Lingui's runtime form: text, or
// [name] / [name, type, { case: tokens }]), read from the tokens, so a case's plain words are
// never taken for names. Each name comes with how the message uses it: `text` ({name}), `count`
// (a plural's or selectordinal's value) or `select:<case>` for each case of a select.
export function placeholdersOf(
  message: unknown,
  found = new Map<string, Set<string>>(),
): Map<string, Set<string>> {
  if (!Array.isArray(message)) return found;
  for (const token of message) {
    if (!Array.isArray(token)) continue;
    const [name, type, cases] = token as [string, string?, Record<string, unknown>?];
    const uses = found.get(name) ?? new Set<string>();
    found.set(name, uses);
    if (!type) uses.add('text');
    else if (type === 'select') for (const k of Object.keys(cases ?? {})) uses.add(`select:${k}`);
    else uses.add('count');
    for (const c of Object.values(cases ?? {})) placeholdersOf(c, found);
  }
  return found;
}
