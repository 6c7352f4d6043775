package cluster

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// Retention of what campaigns leave in JetStream.
const (
	// keep bounds how long work items and results of a campaign whose
	// coordinator died stay in their streams.
	keep = 7 * 24 * time.Hour
	// resultDedup is the results stream's duplicate window: a redelivered
	// item's outcomes arriving within it are dropped by the server (the
	// coordinator drops later ones itself). The stream keeps a campaign's
	// outcomes (limits retention) until the campaign ends and cleanup
	// purges them: a resumed coordinator reads them all again.
	resultDedup = 10 * time.Minute
	// findingDedup is the findings stream's duplicate window: a signature
	// is published once per window, whichever campaign finds it.
	findingDedup = 24 * time.Hour
	// findingKeep is how long published findings are kept.
	findingKeep = 30 * 24 * time.Hour
)

// space is the JetStream side of the coordinator: streams and buckets.
type space struct {
	js       jetstream.JetStream
	kv       jetstream.KeyValue
	repros   jetstream.ObjectStore
	work     jetstream.Stream
	results  jetstream.Stream
	findings jetstream.Stream
}

// setup creates (or updates) the streams and buckets every campaign
// shares.
func setup(ctx context.Context, js jetstream.JetStream) (*space, error) {
	sp := &space{js: js}
	var err error
	if sp.work, err = js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{Name: WorkStream,
		Description: "irfuzz work items: case ranges of each campaign",
		Subjects:    []string{workPrefix + ">"}, Retention: jetstream.WorkQueuePolicy,
		Storage: jetstream.FileStorage, MaxAge: keep}); err != nil {
		return nil, fmt.Errorf("stream %s: %v", WorkStream, err)
	}
	if sp.results, err = js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{Name: ResultStream,
		Description: "irfuzz case outcomes, one message per case",
		Subjects:    []string{resultPrefix + ">"}, Retention: jetstream.LimitsPolicy,
		Storage: jetstream.FileStorage, MaxAge: keep, Duplicates: resultDedup}); err != nil {
		return nil, fmt.Errorf("stream %s: %v", ResultStream, err)
	}
	if sp.findings, err = js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{Name: FindingStream,
		Description: "irfuzz new unique findings, one message per signature",
		Subjects:    []string{findingPrefix + ">"}, Retention: jetstream.LimitsPolicy,
		Storage: jetstream.FileStorage, MaxAge: findingKeep, Duplicates: findingDedup}); err != nil {
		return nil, fmt.Errorf("stream %s: %v", FindingStream, err)
	}
	if sp.kv, err = js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{Bucket: StateBucket,
		Description: "irfuzz campaigns: config, state, workers", Storage: jetstream.FileStorage}); err != nil {
		return nil, fmt.Errorf("bucket %s: %v", StateBucket, err)
	}
	if sp.repros, err = js.CreateOrUpdateObjectStore(ctx, jetstream.ObjectStoreConfig{Bucket: ReproBucket,
		Description: "irfuzz corpus files of new findings", Storage: jetstream.FileStorage}); err != nil {
		return nil, fmt.Errorf("bucket %s: %v", ReproBucket, err)
	}
	return sp, nil
}

// consumers creates a campaign's work and results consumers. Resuming,
// the results consumer starts again from the campaign's first outcome:
// the results stream keeps every outcome until the campaign ends, and a
// resumed coordinator commits them all again.
func (sp *space) consumers(ctx context.Context, spec *Spec, resume bool) (work, res jetstream.Consumer, err error) {
	if resume {
		if err := sp.js.DeleteConsumer(ctx, ResultStream, resultConsumer(spec.Campaign)); err != nil &&
			!errors.Is(err, jetstream.ErrConsumerNotFound) {
			return nil, nil, fmt.Errorf("consumer %s: %v", resultConsumer(spec.Campaign), err)
		}
	}
	if work, err = sp.js.CreateOrUpdateConsumer(ctx, WorkStream, jetstream.ConsumerConfig{
		Durable: workConsumer(spec.Campaign), Description: "irfuzz workers of campaign " + spec.Campaign,
		FilterSubject: workSubject(spec.Campaign), AckPolicy: jetstream.AckExplicitPolicy,
		AckWait: spec.AckWait, MaxDeliver: -1, MaxAckPending: -1, MaxWaiting: 4096}); err != nil {
		return nil, nil, fmt.Errorf("consumer %s: %v", workConsumer(spec.Campaign), err)
	}
	if res, err = sp.js.CreateOrUpdateConsumer(ctx, ResultStream, jetstream.ConsumerConfig{
		Durable: resultConsumer(spec.Campaign), Description: "irfuzz coordinator of campaign " + spec.Campaign,
		FilterSubject: resultSubject(spec.Campaign), AckPolicy: jetstream.AckExplicitPolicy,
		AckWait: 30 * time.Second, MaxDeliver: -1, MaxAckPending: -1}); err != nil {
		return nil, nil, fmt.Errorf("consumer %s: %v", resultConsumer(spec.Campaign), err)
	}
	return work, res, nil
}

// cleanup deletes a finished campaign's consumers and whatever is left of
// its work items and results; its KV keys and findings stay.
func (sp *space) cleanup(ctx context.Context, id string) error {
	var first error
	note := func(err error) {
		if err != nil && first == nil {
			first = err
		}
	}
	note(sp.js.DeleteConsumer(ctx, WorkStream, workConsumer(id)))
	note(sp.js.DeleteConsumer(ctx, ResultStream, resultConsumer(id)))
	note(sp.work.Purge(ctx, jetstream.WithPurgeSubject(workSubject(id))))
	note(sp.results.Purge(ctx, jetstream.WithPurgeSubject(resultSubject(id))))
	return first
}
