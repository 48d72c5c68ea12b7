// Size bounds for YAML input: how deep it nests and how far its aliases expand. Pure: no I/O.
import {
  isAlias,
  isCollection,
  isNode,
  isPair,
  Lexer,
  Parser,
  type CST,
  type LineCounter,
  type Node,
} from 'yaml';
import { issueFacts, type IssueFacts } from './issueText';

type Token = CST.Token;

/** Deepest nesting of collections a YAML input may have (a scenario needs about five). */
export const MAX_YAML_DEPTH = 100;

/** Most nodes a YAML document may expand to once its aliases are replaced by what they name. */
export const MAX_YAML_NODES = 100_000;

/** Where a bound was broken, and how. */
export interface BoundBreak {
  offset: number;
  facts: IssueFacts;
}

const COLLECTIONS = new Set<Token['type']>(['block-map', 'block-seq', 'flow-collection']);

/**
 * Lexes and parses `text` to YAML's concrete syntax tokens, stopping at the first place where
 * collections nest more than `maxDepth` deep. The check runs between lexemes, before anything
 * recursive (the composer, toJS) sees the tokens: those would overflow the stack on a few
 * thousand nested brackets. `lineCounter` learns every line start, as parseDocument's would.
 */
export function parseTokens(
  text: string,
  lineCounter: LineCounter,
  maxDepth = MAX_YAML_DEPTH,
): { tokens: Token[] } | { broken: BoundBreak } {
  const parser = new Parser(lineCounter.addNewLine);
  const tokens: Token[] = [];
  lineCounter.addNewLine(0);
  for (const lexeme of new Lexer().lex(text)) {
    for (const token of parser.next(lexeme)) tokens.push(token);
    // Only a stack taller than the limit can hold more collections than the limit.
    if (parser.stack.length > maxDepth) {
      const depth = parser.stack.filter((t) => COLLECTIONS.has(t.type)).length;
      if (depth > maxDepth) {
        return {
          broken: {
            offset: parser.offset,
            facts: issueFacts('yamlTooDeep', { max: maxDepth }),
          },
        };
      }
    }
  }
  for (const token of parser.end()) tokens.push(token);
  return { tokens };
}

/**
 * Counts the nodes the document expands to with every alias replaced by the node it names, and
 * returns where that first passes `maxNodes` (the alias that does it), or where an alias names a
 * node that contains it (an endless expansion). Null when the document is within bounds. Each
 * anchored node is counted once and remembered, so a billion laughs is refused in a few hundred
 * steps instead of being expanded. Recursion is as deep as the document's nesting, which
 * parseTokens has bounded.
 */
export function aliasBlowUp(root: unknown, maxNodes = MAX_YAML_NODES): BoundBreak | null {
  const anchors = new Map<string, Node>();
  const sizes = new Map<Node, number>();
  let total = 0;
  let broken: BoundBreak | null = null;
  const at = (node: Node, facts: IssueFacts) => ({ offset: node.range?.[0] ?? 0, facts });
  const walk = (node: unknown): void => {
    if (broken || !isNode(node)) return;
    if (isAlias(node)) {
      const target = anchors.get(node.source);
      // An unknown anchor is left to toJS, which names it.
      if (target === undefined) return;
      const size = sizes.get(target);
      if (size === undefined) {
        broken = at(node, issueFacts('yamlAliasLoop', { alias: node.source }));
        return;
      }
      total += size;
      if (total > maxNodes) {
        broken = at(node, issueFacts('yamlAliasBomb', { max: maxNodes }));
      }
      return;
    }
    const start = total;
    if (node.anchor) anchors.set(node.anchor, node);
    total += 1;
    if (isCollection(node)) {
      for (const item of node.items) {
        if (isPair(item)) {
          walk(item.key);
          walk(item.value);
        } else walk(item);
      }
    }
    if (node.anchor) sizes.set(node, total - start);
  };
  walk(root);
  return broken;
}
