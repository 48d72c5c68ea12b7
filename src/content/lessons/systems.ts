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
  {
    lesson: 'kubernetes-lease-leader-election',
    system: 'Kubernetes',
    en: {
      token:
        'None by default. The Lease’s `leaseTransitions`, which rises each time the holder changes, can serve as one.',
      checks:
        'The API server, on the Lease alone: an update that carries an old `resourceVersion` gets 409 Conflict.',
      gap: 'client-go’s leader election says itself that it does not fence. A stale leader’s work on anything but the Lease lands unless that resource checks a token.',
    },
    zh: {
      token: '默认没有。Lease 的 `leaseTransitions` 每换一次持有者就加一，可以充当令牌。',
      checks:
        'API server，而且只针对 Lease 本身：带着过旧 `resourceVersion` 的更新会收到 409 Conflict。',
      gap: 'client-go 的 leader election 自己写明它不做 fencing。过期的 leader 对 Lease 以外资源的操作照样生效，除非那个资源自己校验令牌。',
    },
  },
  {
    lesson: 'object-store-conditional-writes',
    system: 'S3 / GCS',
    en: {
      token:
        'None for the lease. The object’s ETag (S3) or generation (GCS) is a version of the object, not a grant.',
      checks:
        'The store, on a conditional write: `If-Match` / `If-None-Match: *` on S3, `ifGenerationMatch` on GCS (else 412 Precondition Failed).',
      gap: 'A stale worker that reads the current version and writes at once passes the precondition. Keep the lease’s token in the object (on S3 in its body: the ETag ignores metadata) and check it in the same conditional write.',
    },
    zh: {
      token:
        '没有属于租约的令牌。对象的 ETag（S3）或 generation（GCS）只是对象的版本，不代表执行权。',
      checks:
        '存储服务，在条件写入时校验：S3 用 `If-Match` / `If-None-Match: *`，GCS 用 `ifGenerationMatch`（不满足返回 412 Precondition Failed）。',
      gap: '过期的 worker 只要先读到当前版本、马上写入，前提条件照样满足。要把租约的令牌存进对象本身（S3 上要放在正文里，因为 ETag 不反映元数据），并在同一次条件写入里校验。',
    },
  },
  {
    lesson: 'redis-locks-and-redlock',
    system: 'Redis',
    en: {
      token:
        'None. The lock’s random value identifies the holder for release but has no order; Redlock hands out no token either.',
      checks:
        'Redis, only when the holder releases or extends the lock (a script that compares the value first).',
      gap: 'A holder whose key expired still writes to the resource. Issue a counter with the lock (`INCR`) and have the resource refuse smaller ones.',
    },
    zh: {
      token: '没有。锁的随机值只用来在释放时认出持有者，本身没有先后；Redlock 也不发令牌。',
      checks: 'Redis，但只在持有者释放或延长锁时校验（脚本先比较值再操作）。',
      gap: 'key 已过期的持有者照样能写资源。应随锁发一个计数器（`INCR`），让资源拒绝更小的值。',
    },
  },
];
