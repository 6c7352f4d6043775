package verifier

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// No text spells a comm-domain scope (PyPTO prints one as a comment), so
// the rejected programs are built here: a host orchestration whose body is
// wrapped in a scope without slots, then in two scopes sharing a buffer.
func TestCommDomainScopesMaterializedGoBuilt(t *testing.T) {
	p := coreParse(t, `import pypto.language as pl


@pl.program
class Host:
    @pl.function(type=pl.FunctionType.Orchestration)
    def work(self, a: pld.DistributedTensor[[16], pl.FP32]):
        return a

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host(self):
        abuf = pld.alloc_window_buffer(16 * pl.FP32.get_byte())
        a = pld.window(abuf, [16], dtype=pl.FP32)
        self.work(a, device=0)
        return 0
`)
	hi := 0
	for i, f := range p.Funcs {
		if f.Name == "host" {
			hi = i
		}
	}
	host := p.Funcs[hi]
	abuf := ir.Stmts(host.Body)[0].(*ir.AssignStmt)
	wb := &ir.WindowBuffer{Name: "abuf", Base: abuf.Var, Size: abuf.Value.(*ir.Call).Args[0], Pos: corePos(13, 16)}
	wrap := func(body ir.Stmt, name string, line int, slots ...*ir.WindowBuffer) ir.Stmt {
		return &ir.ScopeStmt{Kind: ir.ScopeCommDomain, Name: name, Slots: slots, Body: body, Pos: corePos(line, 9)}
	}
	with := func(body ir.Stmt) *ir.Program {
		f := *host
		f.Body = body
		q := *p
		q.Funcs = append([]*ir.Function(nil), p.Funcs...)
		q.Funcs[hi] = &f
		return &q
	}
	coreExpect(t, coreVerify(with(wrap(host.Body, "comm_d0", 13, wb)), CommDomainScopesMaterialized))
	coreExpect(t, coreVerify(with(wrap(host.Body, "comm_d0", 13)), CommDomainScopesMaterialized),
		"ERROR CommDomainScopesMaterialized 0 @13:9 CommDomainScopeStmt 'comm_d0' has no slots — every comm-domain scope must carry at least one WindowBuffer")
	coreExpect(t, coreVerify(with(wrap(wrap(host.Body, "comm_d1", 14, wb), "comm_d0", 13, wb)), CommDomainScopesMaterialized),
		"ERROR CommDomainScopesMaterialized 0 @13:16 WindowBuffer 'abuf' appears in multiple CommDomainScopeStmts ('comm_d0' and 'comm_d1')")
}
