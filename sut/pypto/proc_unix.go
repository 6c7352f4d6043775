//go:build unix

package pypto

import (
	"os"
	"os/exec"
	"syscall"
)

// detach gives the worker a process group of its own: a Ctrl-C at the
// terminal reaches the campaign, which ends its workers, and not the
// workers directly (whose deaths would look like crashes).
func detach(cmd *exec.Cmd) { cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} }

// killGroup kills the worker and anything it started.
func killGroup(p *os.Process) {
	if p == nil {
		return
	}
	_ = syscall.Kill(-p.Pid, syscall.SIGKILL)
	_ = p.Kill()
}
