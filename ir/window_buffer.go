package ir

// WindowBuffer is one per-rank HCCL window-buffer allocation carved by a
// comm-domain scope (PyPTO's WindowBuffer, include/pypto/ir/program.h:
// 33-70, a Var of WindowBufferType). MaterializeCommDomainScopes builds one
// per pld.tensor.alloc_window_buffer; the scope's slots and the
// Window back-reference of every distributed tensor viewing the buffer
// share it by identity.
type WindowBuffer struct {
	Name         string // the alloc's variable name (Var::name_hint_ of base)
	Base         *Var   // the Ptr variable the alloc assigns (allocation identity)
	Size         Expr   // per-rank size in bytes
	LoadFromHost bool   // pre-fork H2D staging
	StoreToHost  bool   // post-task D2H staging
	Pos          Span
}
