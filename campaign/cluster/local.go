package cluster

import (
	"context"
	"time"

	"github.com/nats-io/nats.go"
)

// local is the coordinator's own worker, if it has one.
type local struct {
	done chan struct{}
	nc   *nats.Conn
}

// startLocal starts the coordinator's worker on a connection of its own
// (in-process with the embedded server) when Options.Workers asks for
// one. It works like any "irfuzz worker" and stops when the campaign is
// finished.
func (c *coordinator) startLocal(ctx context.Context, srv *embedded, url string) *local {
	l := &local{done: make(chan struct{})}
	if c.o.Workers == 0 {
		close(l.done)
		return l
	}
	var err error
	name := c.localName()
	if srv != nil {
		l.nc, err = srv.connect("irfuzz serve worker")
	} else {
		l.nc, err = dial(url, "irfuzz serve worker", c.o.Auth)
	}
	if err != nil {
		c.warn("local", "no local workers: %v", err)
		close(l.done)
		return l
	}
	opts := WorkerOptions{Conn: l.nc, Campaign: c.spec.Campaign, Workers: c.o.Workers, Name: name,
		Child: c.o.Child, Log: c.o.Log}
	if c.o.worker != nil {
		c.o.worker(&opts)
	}
	go func() {
		defer close(l.done)
		if _, err := Work(ctx, opts); err != nil {
			c.warn("local", "local workers: %v", err)
		}
	}()
	return l
}

// wait waits for the local worker to stop, at most d, and closes its
// connection.
func (l *local) wait(d time.Duration) {
	select {
	case <-l.done:
	case <-time.After(d):
	}
	if l.nc != nil {
		l.nc.Close()
	}
}
