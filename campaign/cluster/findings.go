package cluster

import (
	"context"
	"os"
	"path/filepath"

	"github.com/irfuzz/irfuzz/campaign"
	"github.com/irfuzz/irfuzz/campaign/results"
	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/nats-io/nats.go/jetstream"
)

// announce publishes a new unique finding on the findings stream, with
// its signature ID as the message id (the stream keeps one message per
// signature within its dedup window), after putting its corpus file in
// the object store. Failures are warnings: the corpus on disk is the
// record.
func (c *coordinator) announce(ctx context.Context, f results.Finding) {
	id := c.spec.Campaign
	repro := ""
	if f.CorpusFile != "" {
		if err := c.putFile(ctx, reproName(id, f.ID), f.CorpusFile); err != nil {
			c.warn("repro", "object store %s: %v", ReproBucket, err)
		} else {
			repro = reproName(id, f.ID)
		}
	}
	data, err := encode(Found{Version: SchemaVersion, Campaign: id, Finding: f, Repro: repro})
	if err == nil {
		_, err = c.sp.js.Publish(ctx, findingSubject(id), data, jetstream.WithMsgID(f.ID))
	}
	if err != nil && ctx.Err() == nil {
		c.warn("finding", "stream %s: %v", FindingStream, err)
	}
}

// reput stores the new findings' corpus files again once the campaign is
// closed, as they end: with the campaign's counts and, when minimized,
// the minimized kernel, the original beside it (<id>.orig.py).
func (c *coordinator) reput(ctx context.Context, rep *campaign.Report) {
	if rep == nil {
		return
	}
	id := c.spec.Campaign
	for _, f := range rep.Findings {
		if !f.New || f.CorpusFile == "" {
			continue
		}
		if err := c.putFile(ctx, reproName(id, f.ID), f.CorpusFile); err != nil {
			c.warn("repro", "object store %s: %v", ReproBucket, err)
			continue
		}
		if f.Minimized == 0 {
			continue
		}
		orig := filepath.Join(filepath.Dir(f.CorpusFile), corpus.OrigFileName(oracle.Signature(f.Signature)))
		if err := c.putFile(ctx, origName(id, f.ID), orig); err != nil {
			c.warn("repro", "object store %s: %v", ReproBucket, err)
		}
	}
}

func (c *coordinator) putFile(ctx context.Context, name, path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	_, err = c.sp.repros.PutBytes(ctx, name, data)
	return err
}
