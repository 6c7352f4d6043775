package pipeline

import (
	"fmt"
	"sort"

	"github.com/irfuzz/irfuzz/ir"
)

// InsertSync: event ids and building the synchronized program.

// ---- event ids ----

// slotItems returns the items of a slot in emission order: sets, then
// barriers, then waits, each in the order they were chosen.
func (s *syncer) slotItems(b *sblock, slot int) []*item {
	its := append([]*item(nil), s.items[b][slot]...)
	sort.SliceStable(its, func(i, j int) bool {
		if its[i].kind != its[j].kind {
			return its[i].kind < its[j].kind
		}
		return its[i].order < its[j].order
	})
	return its
}

// assignIDs gives every pair an event id. When more than eight pairs of
// one pipe pair would be outstanding at once, the set of the pair that
// finds no id is delayed to its wait (an adjacent pair) and ids are
// assigned again; it fails only when even that leaves no id free.
func (s *syncer) assignIDs() error {
	for {
		stuck := s.tryIDs()
		if stuck == nil {
			return nil
		}
		if stuck.set == stuck.wait {
			k := [2]ir.PipeType{stuck.p, stuck.q}
			if r := s.reserved[k]; r != 0 {
				return fmt.Errorf("%s: no event id is free for a %s -> %s flag: the function's own flags on that pipe pair use ids %s, and the rest are outstanding at once",
					stuck.b.pos, stuck.p, stuck.q, idList(r))
			}
			return fmt.Errorf("more than %d %s -> %s flags are outstanding at once near %s; no event id is free",
				ir.MaxEventID+1, stuck.p, stuck.q, stuck.b.pos)
		}
		s.moveSet(stuck)
	}
}

// moveSet delays the set of a pair to its wait's slot.
func (s *syncer) moveSet(pr *pairSel) {
	slots := s.items[pr.b]
	its := slots[pr.set]
	for i, it := range its {
		if it.kind == itemSet && it.pair == pr {
			slots[pr.set] = append(its[:i:i], its[i+1:]...)
			if len(slots[pr.set]) == 0 {
				delete(slots, pr.set)
			}
			pr.set = pr.wait
			s.addItem(pr.b, pr.wait, it)
			return
		}
	}
}

// tryIDs computes program positions and assigns ids per pipe pair; it
// returns the first pair no id is free for.
func (s *syncer) tryIDs() *pairSel {
	pos := 0
	var walk func(b *sblock)
	walk = func(b *sblock) {
		children := map[int][]*sblock{}
		for _, c := range b.kids {
			children[c.at] = append(children[c.at], c)
		}
		for slot := 0; slot <= len(b.stmts); slot++ {
			for _, it := range s.slotItems(b, slot) {
				pos++
				switch it.kind {
				case itemSet:
					it.pair.posS = pos
				case itemWait:
					it.pair.posW = pos
				}
			}
			if slot < len(b.stmts) {
				pos++
				for _, c := range children[slot] {
					walk(c)
				}
			}
		}
	}
	walk(s.root)
	byPipes := map[[2]ir.PipeType][]*pairSel{}
	var keys [][2]ir.PipeType
	for _, pr := range s.pairs {
		k := [2]ir.PipeType{pr.p, pr.q}
		if byPipes[k] == nil {
			keys = append(keys, k)
		}
		byPipes[k] = append(byPipes[k], pr)
	}
	for _, k := range keys {
		prs := byPipes[k]
		sort.SliceStable(prs, func(i, j int) bool { return prs[i].posS < prs[j].posS })
		var busy [ir.MaxEventID + 1]*pairSel
		reserved := s.reserved[k]
		for _, pr := range prs {
			// The free id used longest ago (an unused one first): a set
			// on a fast pipe may run ahead of the previous pair's wait on
			// a slow one, and setting a flag still set loses the set.
			id := -1
			for e := range busy {
				if reserved&(1<<uint(e)) != 0 || busy[e] != nil && busy[e].posW >= pr.posS {
					continue
				}
				if id < 0 || busy[id] != nil && (busy[e] == nil || busy[e].posW < busy[id].posW) {
					id = e
				}
			}
			if id < 0 {
				return pr
			}
			busy[id] = pr
			pr.id = id
		}
	}
	return nil
}

// idList prints the ids of a reserved mask ("0, 3").
func idList(mask uint32) string {
	out := ""
	for e := 0; e <= ir.MaxEventID; e++ {
		if mask&(1<<uint(e)) != 0 {
			if out != "" {
				out += ", "
			}
			out += fmt.Sprint(e)
		}
	}
	return out
}

// ---- build ----

func (s *syncer) syncStmt(it *item) ir.Stmt {
	var c *ir.Call
	var err error
	switch it.kind {
	case itemSet, itemWait:
		op := ir.SystemSyncSrc
		if it.kind == itemWait {
			op = ir.SystemSyncDst
		}
		c, err = op.Create(nil, []ir.Kwarg{
			{Key: "set_pipe", Value: it.p}, {Key: "wait_pipe", Value: it.q}, {Key: "event_id", Value: int64(it.pair.id)},
		}, ir.Span{})
	case itemBar:
		op := ir.SystemBarAll
		switch it.p {
		case ir.PipeV:
			op = ir.SystemBarV
		case ir.PipeM:
			op = ir.SystemBarM
		}
		c, err = op.Create(nil, nil, ir.Span{})
	}
	if err != nil {
		s.err = err
		return nil
	}
	return &ir.EvalStmt{Expr: c}
}

// dirty reports whether a block gets syncs, itself or below.
func (s *syncer) dirty(b *sblock) bool {
	if len(s.items[b]) > 0 {
		return true
	}
	for _, k := range b.kids {
		if s.dirty(k) {
			return true
		}
	}
	return false
}

// build returns the block's statements with its syncs inserted.
func (s *syncer) build(b *sblock) ir.Stmt {
	kids := map[int][]*sblock{}
	for _, k := range b.kids {
		kids[k.at] = append(kids[k.at], k)
	}
	var out []ir.Stmt
	for slot := 0; slot <= len(b.stmts); slot++ {
		for _, it := range s.slotItems(b, slot) {
			out = append(out, s.syncStmt(it))
		}
		if slot < len(b.stmts) {
			out = append(out, s.rebuild(b.stmts[slot], kids[slot]))
		}
	}
	return ir.Seq(b.pos, out...)
}

// rebuild returns a statement with its nested blocks rebuilt when any of
// them changed.
func (s *syncer) rebuild(st ir.Stmt, kids []*sblock) ir.Stmt {
	changed := false
	for _, k := range kids {
		changed = changed || s.dirty(k)
	}
	if !changed {
		return st
	}
	switch st := st.(type) {
	case *ir.ForStmt:
		c := *st
		c.Body = s.build(kids[0])
		return &c
	case *ir.WhileStmt:
		c := *st
		c.Body = s.build(kids[0])
		return &c
	case *ir.ScopeStmt:
		c := *st
		c.Body = s.build(kids[0])
		return &c
	case *ir.IfStmt:
		c := *st
		c.Then = s.build(kids[0])
		if st.Else != nil && len(kids) > 1 {
			c.Else = s.build(kids[1])
		}
		return &c
	}
	return st
}
