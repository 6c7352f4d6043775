//go:build unix

package campaign

import (
	"os"
	"os/exec"
	"syscall"
)

// detach puts a child in a process group of its own, so that a Ctrl-C at
// the terminal reaches the campaign (which stops its children) and not the
// children directly (whose deaths would look like crashes).
func detach(cmd *exec.Cmd) { cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} }

// quit asks a child at its deadline to dump its stacks and exit.
func quit(p *os.Process) error { return p.Signal(syscall.SIGQUIT) }
