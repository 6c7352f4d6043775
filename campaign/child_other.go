//go:build !unix

package campaign

import (
	"os"
	"os/exec"
)

func detach(*exec.Cmd) {}

// quit kills a child at its deadline: without SIGQUIT there is no stack.
func quit(p *os.Process) error { return p.Kill() }
