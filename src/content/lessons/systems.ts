// The real-systems track side by side (/systems): for each system, what stands for the fencing
// token, who checks it, and the gap it leaves, in both languages, with the lesson that runs it.
// Pure data; `systems.test.ts` holds every row to a lesson of the track, and the track to the rows.

export interface SystemRow {
  /** The track's lesson that models this system (its `id:`). */
  lesson: string;
  /** The system's name, the same in both languages. */
  system: string;
  en: { token: string; checks: string; gap: string };
  zh: { token: string; checks: string; gap: string };
}

export const SYSTEMS: readonly SystemRow[] = [
  {
    lesson: 'etcd-lease-and-revision-fence',
    system: 'etcd',
    en: {
      token:
        'The create revision of the holder’s lock key: etcd’s revision only goes up, cluster-wide.',
      checks:
        'etcd itself, when the write is a transaction that compares the lock key’s create revision (`Compare(CreateRevision(key), "=", rev)`).',
      gap: 'Only writes to etcd’s own keys are fenced. A database or file store outside etcd must be handed the revision and check it itself.',
    },
    zh: {
      token: '持有者锁键的创建修订号：etcd 的修订号在整个集群内只增不减。',
      checks:
        'etcd 自己：前提是写入放在事务里，先比较锁键的创建修订号（`Compare(CreateRevision(key), "=", rev)`）。',
      gap: '只有写进 etcd 自己的键才受保护。etcd 之外的数据库或文件存储，要拿到这个修订号并自己校验。',
    },
  },
  {
    lesson: 'zookeeper-ephemeral-znodes-and-zxid',
    system: 'ZooKeeper',
    en: {
      token: 'The lock znode’s czxid (the zxid of its creation), or its sequence number.',
      checks:
        'ZooKeeper itself, when the write is a `multi` that checks the lock znode (`Op.check`) with the `setData`.',
      gap: 'A client learns that its session expired only when it reaches the cluster again. Writes outside ZooKeeper must carry the czxid and be checked there.',
    },
    zh: {
      token: '锁 znode 的 czxid（创建它的那次事务的 zxid），或它的顺序号。',
      checks:
        'ZooKeeper 自己：前提是用 `multi` 把对锁 znode 的 `Op.check` 和 `setData` 放在一起提交。',
      gap: '客户端要等重新连上集群，才知道自己的会话已过期。写到 ZooKeeper 之外的数据必须带上 czxid，由那一端校验。',
    },
  },
  {
    lesson: 'kafka-producer-epochs',
    system: 'Kafka',
    en: {
      token:
        'The producer epoch of a `transactional.id`: the coordinator raises it when a new instance calls `initTransactions()` (and, since Kafka 4.0, at the end of every transaction).',
      checks:
        'The transaction coordinator and the brokers: a zombie producer with the old epoch is refused (`ProducerFencedException`).',
      gap: 'Only records and offsets written through the transaction are fenced. The zombie’s database writes, HTTP calls and emails still go out.',
    },
    zh: {
      token:
        '`transactional.id` 的 producer epoch：每有新实例调用 `initTransactions()`，coordinator 就把它加一。',
      checks:
        'transaction coordinator 和 broker：持旧 epoch 的僵尸 producer 会被拒绝（`ProducerFencedException`）。',
      gap: '受保护的只有经由事务写入的消息和 offset。僵尸实例发出的数据库写入、HTTP 调用和邮件照样生效。',
    },
  },
];
