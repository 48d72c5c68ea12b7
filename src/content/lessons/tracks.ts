// The lesson list's groups: the fifteen lessons on leases and tokens, then the track on real
// systems (etcd, ZooKeeper, Kafka, Kubernetes, object stores, Redis). A lesson names its group
// with `track:`; none means the first. Pure data.

export const TRACKS = ['fundamentals', 'real-systems'] as const;

export type Track = (typeof TRACKS)[number];
