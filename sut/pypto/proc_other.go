//go:build !unix

package pypto

import (
	"os"
	"os/exec"
)

func detach(*exec.Cmd) {}

func killGroup(p *os.Process) {
	if p != nil {
		_ = p.Kill()
	}
}
