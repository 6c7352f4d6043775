package ir

// The distributed and handle types of PyPTO's type system
// (include/pypto/ir/type.h:548-610, :828-925).
//
// A distributed tensor is a TensorType with Distributed set, not a type of
// its own: PyPTO's DistributedTensorType subclasses TensorType and adds no
// field a program can spell (type.h:548-610; its window_buffer_
// back-reference, TensorType.Window, is filled in by
// MaterializeCommDomainScopes and never printed in the concise form,
// python_printer.cpp:630-644), and almost
// every tensor op accepts either through AsTensorTypeLike
// (include/pypto/ir/kind_traits.h:410-432). Code that takes a *TensorType
// therefore takes a distributed tensor too; the ops that demand a
// window-bound tensor (PyPTO's As<DistributedTensorType>) or refuse one
// (As<TensorType>, an exact kind match) test Distributed. TypeKindName
// gives "DistributedTensorType", so structural equality and hashing tell
// the two kinds apart as PyPTO's do.

// NewDistributedTensorType builds a window-bound tensor type
// (pld.DistributedTensor[[shape], dtype]); the view is canonicalized as
// NewTensorType does.
func NewDistributedTensorType(shape []Expr, dt DataType, view *TensorView, mr *MemRef) *TensorType {
	t := NewTensorType(shape, dt, view, mr)
	t.Distributed = true
	return t
}

// KindOf gives t the tensor kind (plain or distributed) and window-buffer
// back-reference of src and returns it; t must be a type the caller just
// built. Rebuilding a tensor type with a new shape, view or MemRef keeps
// its kind this way, as PyPTO's deducers and mutators keep a
// DistributedTensorType one (with its window_buffer_, e.g.
// simplify_pass.cpp:600-607).
func (t *TensorType) KindOf(src *TensorType) *TensorType {
	t.Distributed = src.Distributed
	t.Window = src.Window
	return t
}

// IsDistributed reports whether t is a window-bound distributed tensor
// (PyPTO's As<DistributedTensorType>(t) != nullptr).
func IsDistributed(t Type) bool {
	tt, ok := t.(*TensorType)
	return ok && tt.Distributed
}

// IsPlainTensor reports whether t is a tensor that is not distributed
// (PyPTO's exact-kind As<TensorType>(t) != nullptr).
func IsPlainTensor(t Type) bool {
	tt, ok := t.(*TensorType)
	return ok && !tt.Distributed
}

// CommCtxType is the communication context of a window-bound tensor, the
// result of pld.system.get_comm_ctx (type.h:828-850), printed
// pld.CommCtxType.
type CommCtxType struct{}

// PrefetchAsyncContextType is the handle of an asynchronous GM->L2
// prefetch context, the result of prefetch.make_context (type.h:855-875),
// printed pl.PrefetchAsyncContext.
type PrefetchAsyncContextType struct{}

// AsyncEventType is the completion event of an asynchronous prefetch
// (type.h:880-900), printed pl.AsyncEvent.
type AsyncEventType struct{}

// AsyncSessionType is the asynchronous DMA session an event belongs to
// (type.h:905-925), printed pl.AsyncSession.
type AsyncSessionType struct{}

func (*CommCtxType) typeNode()              {}
func (*PrefetchAsyncContextType) typeNode() {}
func (*AsyncEventType) typeNode()           {}
func (*AsyncSessionType) typeNode()         {}

var (
	commCtxType      = &CommCtxType{}
	prefetchCtxType  = &PrefetchAsyncContextType{}
	asyncEventType   = &AsyncEventType{}
	asyncSessionType = &AsyncSessionType{}
)

// CommCtx returns the communication-context type.
func CommCtx() *CommCtxType { return commCtxType }

// PrefetchAsyncContext returns the async-prefetch context type.
func PrefetchAsyncContext() *PrefetchAsyncContextType { return prefetchCtxType }

// AsyncEvent returns the async completion-event type.
func AsyncEvent() *AsyncEventType { return asyncEventType }

// AsyncSession returns the async session type.
func AsyncSession() *AsyncSessionType { return asyncSessionType }

// markerTypes are the fieldless types by the names an annotation may
// spell them (python/pypto/language/parser/type_resolver.py:114-132: the
// DSL wrapper name and the IR type name both resolve).
var markerTypes = map[string]Type{
	"PrefetchAsyncContextType": prefetchCtxType, "PrefetchAsyncContext": prefetchCtxType,
	"AsyncEventType": asyncEventType, "AsyncEvent": asyncEventType,
	"AsyncSessionType": asyncSessionType, "AsyncSession": asyncSessionType,
	"CommCtxType": commCtxType, "CommCtx": commCtxType,
}

// markerTypeText is how PyPTO's printer spells each marker type
// (python_printer.cpp:732-749).
func markerTypeText(t Type) (string, bool) {
	switch t.(type) {
	case *CommCtxType:
		return "pld.CommCtxType", true
	case *PrefetchAsyncContextType:
		return "pl.PrefetchAsyncContext", true
	case *AsyncEventType:
		return "pl.AsyncEvent", true
	case *AsyncSessionType:
		return "pl.AsyncSession", true
	}
	return "", false
}

// IsHostOrchestration reports whether f is a host orchestration function:
// at the HOST level, an Orchestration function or one in the Orchestrator
// role (IsHostOrch, materialize_dist_tensor_ctx_pass.cpp:125-129), the one
// place a pld.system.get_comm_ctx query has a runtime representation.
func IsHostOrchestration(f *Function) bool {
	return f != nil && f.Level == LevelHost && (f.Kind == Orchestration || f.Role == RoleOrchestrator)
}
