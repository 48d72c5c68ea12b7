// The glossary: the terms lessons use, in both languages, each with a one-sentence definition.
// The build links a term where it first appears in a lesson's reading (prose.ts, linkTerms), and
// the glossary page lists them all. Pure data.

export interface GlossaryTerm {
  /** The anchor on the glossary page (`/glossary#lease`). */
  id: string;
  en: { term: string; also?: string[]; definition: string };
  zh: { term: string; also?: string[]; definition: string };
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    id: 'lease',
    en: {
      term: 'lease',
      definition:
        'The right to work on a job until a time the database sets; once it runs out, anyone may claim the job.',
    },
    zh: {
      term: '租约',
      definition:
        '处理某个任务的权利，有效期到数据库设定的时刻为止；到期之后，任何 worker 都可以领取这个任务。',
    },
  },
  {
    id: 'renew',
    en: {
      term: 'renew',
      also: ['renewal'],
      definition:
        'Moving a live lease’s end later, allowed only to the worker that still holds it under the current token.',
    },
    zh: {
      term: '续约',
      definition: '把有效租约的到期时刻往后推迟；只有凭当前令牌持有这份租约的 worker 才能续约。',
    },
  },
  {
    id: 'takeover',
    en: {
      term: 'takeover',
      also: ['takes over', 'take over'],
      definition:
        'Another worker claiming a job whose lease ran out, while the first may still be running.',
    },
    zh: {
      term: '接管',
      definition: '租约到期后，另一个 worker 领取了这个任务，而原来的 worker 可能还在运行。',
    },
  },
  {
    id: 'fencing-token',
    en: {
      term: 'fencing token',
      definition:
        'A number the database raises at every claim and hands to the claimer; the resource refuses a write whose token is not the current one.',
    },
    zh: {
      term: 'fencing token',
      also: ['栅栏令牌'],
      definition:
        '一个编号：每次领取时数据库把它加一，交给领取者；资源端会拒绝令牌不是当前值的写入。',
    },
  },
  {
    id: 'generation',
    en: {
      term: 'generation',
      definition: 'One execution of a job under one claim, numbered by its token.',
    },
    zh: {
      term: '执行代次',
      definition: '一次领取对应的一次任务执行，编号就是这次领取拿到的令牌。',
    },
  },
  {
    id: 'conditional-update',
    en: {
      term: 'conditional update',
      also: ['conditional write'],
      definition:
        'An UPDATE whose WHERE checks owner, token, lease and state in the same statement as the write, so nothing can change in between.',
    },
    zh: {
      term: '条件更新',
      definition:
        '在写入的同一条 UPDATE 语句里用 WHERE 校验 owner、令牌、租约和状态，校验与写入之间插不进任何变化。',
    },
  },
  {
    id: 'idempotency-key',
    en: {
      term: 'idempotency key',
      definition:
        'A key that makes a repeated request do nothing the second time; it stops duplicates, not stale writers.',
    },
    zh: {
      term: '幂等键',
      definition: '让重复请求第二次什么也不做的键；它挡得住重复请求，挡不住迟到写。',
    },
  },
  {
    id: 'reconciliation',
    en: {
      term: 'reconciliation',
      also: ['reconcile'],
      definition:
        'Comparing what an outside system did with what the database recorded, and repairing the difference.',
    },
    zh: {
      term: '对账',
      definition: '把外部系统实际做过的事和数据库的记录逐一比对，并修正两者的差异。',
    },
  },
  {
    id: 'heartbeat',
    en: {
      term: 'heartbeat',
      definition:
        'A renewal a worker sends while it works, so that a live worker keeps its lease and a silent one loses it.',
    },
    zh: {
      term: '心跳',
      definition:
        'worker 在工作期间定期发出的续约：活着的 worker 借此保住租约，没了动静的 worker 则会失去租约。',
    },
  },
  {
    id: 'recovery-sweep',
    en: {
      term: 'recovery sweep',
      also: ['sweep'],
      definition:
        'A periodic pass that finds jobs whose lease ran out and makes them claimable again.',
    },
    zh: {
      term: '恢复扫描',
      definition: '定期执行的扫描：找出租约已到期的任务，让它们可以重新被领取。',
    },
  },
  {
    id: 'highest-token-seen',
    en: {
      term: 'highest token seen',
      definition:
        'What a resource remembers so that it can refuse a token lower than one it has already accepted.',
    },
    zh: {
      term: '最高已见代次',
      definition: '资源端记下的最大令牌值，用来拒绝比已接受过的令牌更小的令牌。',
    },
  },
];

/** The glossary's terms in a language, as the build links them in lessons. */
export function glossaryTerms(
  locale: 'en' | 'zh-CN',
): { id: string; words: string[]; definition: string }[] {
  return GLOSSARY.map((t) => {
    const words = locale === 'en' ? t.en : t.zh;
    return { id: t.id, words: [words.term, ...(words.also ?? [])], definition: words.definition };
  });
}
