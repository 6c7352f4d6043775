package ir

import "strings"

// distCall prints the calls PyPTO's printer gives a form of their own
// (python_printer.cpp:1049-1063, :1270-1282, :1318-1340): a pld.* op
// prints bare, in the pld namespace, and pld.tensor.alloc_window_buffer
// without its name kwarg, which the parser takes from the assignment
// target; system.task_dummy prints its manual_dep_edges attribute as
// deps=[...] and drops its dummy_task marker, both rebuilt by the parser.
// It reports whether it printed c.
func (p *printer) distCall(c *Call) bool {
	name := c.Op.Name
	pld := strings.HasPrefix(name, "pld.")
	if !pld && c.Op != SystemTaskDummy {
		return false
	}
	if !pld {
		p.str("pl.")
	}
	p.str(name)
	p.byte('(')
	first := true
	for _, a := range c.Args {
		p.sep(&first)
		p.expr(a, 0)
	}
	if c.Op == SystemTaskDummy {
		p.sep(&first)
		p.str("deps=[")
		deps, _ := lookupKw(c.Attrs, attrManualDepEdges)
		list, _ := deps.([]any)
		for i, d := range list {
			if i > 0 {
				p.str(", ")
			}
			p.printKw(d)
		}
		p.byte(']')
	}
	for _, kw := range c.Kwargs {
		if c.Op == PldTensorAllocWindowBuffer && kw.Key == "name" {
			continue
		}
		p.sep(&first)
		p.str(kw.Key)
		p.byte('=')
		p.printKw(kw.Value)
	}
	var attrs []Kwarg
	for _, a := range c.Attrs {
		if c.Op != SystemTaskDummy || a.Key != attrDummyTask && a.Key != attrManualDepEdges {
			attrs = append(attrs, a)
		}
	}
	if len(attrs) > 0 {
		p.sep(&first)
		p.str("attrs=")
		p.attrDict(attrs)
	}
	p.byte(')')
	return true
}
