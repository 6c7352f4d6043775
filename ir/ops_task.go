package ir

// Manual-scope task-id ops (PyPTO src/ir/op/sync_ops/task.cpp, category
// "TaskOp"). They build and test the runtime's PTO2TaskId handles in
// orchestration code: DomainHost.

func taskOp(name, doc string) *OpDef {
	return &OpDef{
		Name: name, Doc: doc,
		ReusesInput: -1,
		Access:      AccessNone,
		Pipe:        PipeNone,
		Domain:      DomainHost,
		Deduce:      func(d *Deduction) (Type, error) { return Scalar(TASKID), nil },
	}
}

var (
	// SystemTaskInvalid is the invalid PTO2TaskId sentinel, the DSL's
	// None in a TaskId position (task.cpp:54-66).
	SystemTaskInvalid = taskOp("system.task_invalid", "the invalid task-id sentinel (no producer)")
	// SystemTaskDummy is a dependency-only task whose deps ride in the
	// call's manual_dep_edges attribute (task.cpp:68-77; the parser builds
	// it from pl.system.task_dummy(deps=[...]), ast_parser.py:8509-8548).
	SystemTaskDummy = taskOp("system.task_dummy", "a dependency-only dummy task; its task id fences its deps")
)

// SystemTaskIsValid tests a task id against the invalid sentinel
// (task.cpp:38-50, :79-91). Only passes build it, so PyPTO checks its
// operand with INTERNAL_CHECKs.
var SystemTaskIsValid = &OpDef{
	Name:        "system.task_is_valid",
	Doc:         "whether a task id names a dispatched task (not the invalid sentinel)",
	Args:        []ArgSpec{{Name: "task_id", Kind: ArgScalar}},
	ReusesInput: -1,
	Access:      AccessNone,
	Pipe:        PipeNone,
	Domain:      DomainHost,
	Deduce: func(d *Deduction) (Type, error) {
		if dt := d.ScalarDType(0); dt != TASKID {
			return nil, d.Errf(0, "dtype", "Internal error: system.task_is_valid argument must be Scalar[TASK_ID], got %s", dt)
		}
		return Scalar(BOOL), nil
	},
}
