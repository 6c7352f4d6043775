package ascend

import (
	"sync"

	"github.com/irfuzz/irfuzz/sim"
)

// Machine runs programs one after another, as Run does, keeping the
// memory of one run for the next: buffer pages, queued-write buffers and
// scratch. A campaign worker keeps one, so that a run costs its work and
// not the allocation and collection of a few megabytes. Every run starts
// from the state Run starts from: a recycled page is poisoned and its
// shadow dropped. The zero Machine is ready to use; a Machine is not safe
// for concurrent use.
type Machine struct {
	pages   [][]byte // free page slabs (data then states), 2*pageSize each
	pending []*pending
	scratch [6]scratchBuf
	arena   []int64
}

// Run is Run on the Machine's memory.
func (m *Machine) Run(arch *Arch, prog *Program, inputs []*sim.Tensor, opts Options) (*Result, error) {
	s, err := newSim(arch, prog, opts)
	if err != nil {
		return nil, err
	}
	s.adopt(m)
	defer s.giveBack(m)
	if err := s.loadInputs(inputs); err != nil {
		return nil, err
	}
	s.run()
	return s.result(), nil
}

// adopt makes the run take its pages, write buffers and scratch from m.
func (s *Sim) adopt(m *Machine) {
	for _, b := range s.gm {
		b.m = m
	}
	for _, c := range s.cores {
		for _, b := range c.mem {
			if b != nil {
				b.m = m
			}
		}
	}
	s.free, m.pending = append(s.free, m.pending...), nil
	s.scratch, s.arena = m.scratch, m.arena[:0]
}

// giveBack hands the run's memory back to m once its result is taken (the
// result holds copies, never a page).
func (s *Sim) giveBack(m *Machine) {
	give := func(b *Buffer) {
		if b == nil {
			return
		}
		for i, p := range b.pages {
			if p != nil {
				m.pages = append(m.pages, p.slab)
				b.pages[i] = nil
			}
		}
	}
	for _, b := range s.gm {
		give(b)
	}
	for _, c := range s.cores {
		for _, b := range c.mem {
			give(b)
		}
	}
	m.pending, s.free = s.free, nil
	m.scratch, m.arena = s.scratch, s.arena
}

// Pool hands out Machines to concurrent users (a campaign's workers, and a
// case a deadline abandoned, which keeps its Machine until it returns).
// The zero Pool is ready; a nil *Pool gives a fresh Machine every time.
type Pool struct{ p sync.Pool }

// Get returns a Machine no one else holds.
func (p *Pool) Get() *Machine {
	if p == nil {
		return new(Machine)
	}
	if m, ok := p.p.Get().(*Machine); ok {
		return m
	}
	return new(Machine)
}

// Put returns m to the pool.
func (p *Pool) Put(m *Machine) {
	if p != nil && m != nil {
		p.p.Put(m)
	}
}
