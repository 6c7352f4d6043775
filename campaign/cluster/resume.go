package cluster

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"time"

	"github.com/irfuzz/irfuzz/campaign/feedback"
	"github.com/irfuzz/irfuzz/corpus"
	"github.com/nats-io/nats.go/jetstream"
)

// What a coordinator keeps in JetStream so that another can resume its
// campaign after it died (Options.Resume):
//
//	KV     <campaign>.serve     Command: the coordinator's command line
//	KV     <campaign>.progress  Progress: cases handed out, time run
//	object <campaign>/corpus-marks.json  the corpus's marks at the start
//
// with the outcomes themselves, which the results stream keeps until the
// campaign is cleaned up. A resumed coordinator commits every stored
// outcome again from case 0 into a new session whose corpus is reset to
// the marks (what the dead one wrote is forgotten, so its findings are new
// again and its flushed counts undone) and whose clock goes on from the
// time run; it hands out cases from the progress's count (items handed
// out after the last progress was put are handed out again: their
// duplicate outcomes are dropped, as a redelivered item's are).

// progressEvery is how often the coordinator puts its time run when
// nothing else changed.
const progressEvery = 2 * time.Second

// stored is what a resumed coordinator reads back.
type stored struct {
	spec     *Spec
	args     []string
	progress Progress
	marks    []corpus.Mark
	seeds    []feedback.Loaded // never nil
}

// keep puts what a resumed coordinator needs, before the campaign runs:
// its command line, the corpus's marks and a first progress.
func (c *coordinator) keep(ctx context.Context) error {
	id := c.spec.Campaign
	data, err := encode(Command{Version: SchemaVersion, Args: c.o.Args})
	if err != nil {
		return err
	}
	if _, err := c.sp.kv.Put(ctx, commandKey(id), data); err != nil {
		return fmt.Errorf("bucket %s: %v", StateBucket, err)
	}
	marks := c.sess.Marks()
	if marks == nil {
		marks = []corpus.Mark{}
	}
	if data, err = encode(marks); err != nil {
		return err
	}
	if _, err := c.sp.repros.PutBytes(ctx, marksName(id), data); err != nil {
		return fmt.Errorf("bucket %s: %v", ReproBucket, err)
	}
	if c.spec.Seeds != "" {
		if _, err := c.sp.repros.PutBytes(ctx, c.spec.Seeds, feedback.EncodeAll(c.sess.Seeds())); err != nil {
			return fmt.Errorf("bucket %s: %v", ReproBucket, err)
		}
	}
	return c.note(ctx, true)
}

// note puts the coordinator's progress when it handed out more cases
// or, periodic, when progressEvery has passed since the last one.
func (c *coordinator) note(ctx context.Context, periodic bool) error {
	p := Progress{Version: SchemaVersion, Published: c.published, Elapsed: time.Since(c.sess.Started())}
	if p.Published == c.noted.Published && c.noted.Version != 0 &&
		(!periodic || p.Elapsed-c.noted.Elapsed < progressEvery) {
		return nil
	}
	data, err := encode(p)
	if err == nil {
		_, err = c.sp.kv.Put(ctx, progressKey(c.spec.Campaign), data)
	}
	if err != nil {
		if ctx.Err() != nil {
			return nil
		}
		return fmt.Errorf("bucket %s: campaign progress: %v", StateBucket, err)
	}
	c.noted = p
	return nil
}

// load reads back what campaign id's coordinator kept; the errors say
// why the campaign cannot be resumed.
func load(ctx context.Context, sp *space, id string) (*stored, error) {
	get := func(key string) ([]byte, error) {
		e, err := sp.kv.Get(ctx, key)
		if errors.Is(err, jetstream.ErrKeyNotFound) {
			return nil, fmt.Errorf("-resume %s: no such campaign in this store (key %s of bucket %s is missing)", id, key, StateBucket)
		}
		if err != nil {
			return nil, fmt.Errorf("-resume %s: bucket %s: %v", id, StateBucket, err)
		}
		return e.Value(), nil
	}
	data, err := get(configKey(id))
	if err != nil {
		return nil, err
	}
	s := &stored{}
	if s.spec, err = decodeSpec(data); err != nil {
		return nil, fmt.Errorf("-resume %s: %v", id, err)
	}
	if _, err := sp.js.Consumer(ctx, WorkStream, workConsumer(id)); errors.Is(err, jetstream.ErrConsumerNotFound) {
		return nil, fmt.Errorf("-resume %s: the campaign ended and was cleaned up: nothing to resume", id)
	} else if err != nil {
		return nil, fmt.Errorf("-resume %s: consumer %s: %v", id, workConsumer(id), err)
	}
	if data, err = get(commandKey(id)); err != nil {
		return nil, err
	}
	cmd, err := decodeCommand(data)
	if err != nil {
		return nil, fmt.Errorf("-resume %s: %v", id, err)
	}
	s.args = cmd.Args
	if data, err = get(progressKey(id)); err != nil {
		return nil, err
	}
	p, err := decodeProgress(data)
	if err != nil {
		return nil, fmt.Errorf("-resume %s: %v", id, err)
	}
	s.progress = *p
	if data, err = sp.repros.GetBytes(ctx, marksName(id)); err != nil {
		return nil, fmt.Errorf("-resume %s: bucket %s: %s: %v", id, ReproBucket, marksName(id), err)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s.marks); err != nil {
		return nil, fmt.Errorf("-resume %s: %s: %v", id, marksName(id), err)
	}
	s.seeds = []feedback.Loaded{}
	if s.spec.Seeds != "" {
		if s.seeds, err = getSeeds(ctx, sp.repros, s.spec.Seeds); err != nil {
			return nil, fmt.Errorf("-resume %s: %v", id, err)
		}
	}
	return s, nil
}

// sameSpec reports how the Spec a resumed coordinator built from the
// campaign's command line differs from the one the campaign runs with
// (a different irfuzz, or flags that changed what a case does); the
// start time is not compared.
func sameSpec(was, now *Spec) error {
	a, b := reflect.ValueOf(*was), reflect.ValueOf(*now)
	var diffs []string
	for i := range a.NumField() {
		f := a.Type().Field(i)
		if f.Name == "Started" {
			continue
		}
		if !reflect.DeepEqual(a.Field(i).Interface(), b.Field(i).Interface()) {
			diffs = append(diffs, fmt.Sprintf("%s %v, now %v", strings.Split(f.Tag.Get("json"), ",")[0], a.Field(i).Interface(), b.Field(i).Interface()))
		}
	}
	if len(diffs) > 0 {
		return fmt.Errorf("the campaign ran with other settings than its command line gives now: %s", strings.Join(diffs, "; "))
	}
	return nil
}

// getSeeds reads the seed corpus object name (Spec.Seeds).
func getSeeds(ctx context.Context, obj jetstream.ObjectStore, name string) ([]feedback.Loaded, error) {
	data, err := obj.GetBytes(ctx, name)
	if err != nil {
		return nil, fmt.Errorf("bucket %s: %s: %v", ReproBucket, name, err)
	}
	seeds, err := feedback.DecodeAll(name, data)
	if seeds == nil && err == nil {
		seeds = []feedback.Loaded{}
	}
	return seeds, err
}
