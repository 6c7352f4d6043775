package gen

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// WriteOptions configures Write: N kernels of a profile, case i built from
// seed Seed+i, written into Dir (one file per kernel) or, when Dir is
// empty, to the writer one after another.
type WriteOptions struct {
	Profile string
	Seed    int64
	N       int
	Dir     string
	// Finish, when set, rewrites each kernel before it is printed
	// (irfuzz gen gives it campaign.Explicit: the kernel as a PyPTO user
	// writes it, every target_memory explicit).
	Finish func(*ir.Program) *ir.Program
}

// Text renders a case as PyPTO text preceded by "#" header lines that say
// how to rebuild it.
func Text(c Case) string {
	head := fmt.Sprintf("# irfuzz gen: profile=%s seed=%d target=%s statements=%d draws=%d\n", c.Profile, c.Seed, c.Target, Statements(c.Prog), len(c.Trace.Choices))
	if len(c.Intent) > 0 {
		head += "# near miss: may be rejected by " + strings.Join(c.Intent, ", ") + "\n"
	}
	return head + ir.Print(c.Prog)
}

// Write generates kernels and writes them as PyPTO text; it returns the
// paths written (none when writing to w).
func Write(opts WriteOptions, w io.Writer) ([]string, error) {
	p, err := LookupProfile(opts.Profile)
	if err != nil {
		return nil, err
	}
	if opts.N < 0 {
		return nil, fmt.Errorf("gen: -n must not be negative, got %d", opts.N)
	}
	if opts.Dir != "" {
		if err := os.MkdirAll(opts.Dir, 0o755); err != nil {
			return nil, err
		}
	}
	var paths []string
	for i := 0; i < opts.N; i++ {
		seed := opts.Seed + int64(i)
		c := FromSeed(p, seed)
		if opts.Finish != nil {
			c.Prog = opts.Finish(c.Prog)
		}
		text := Text(c)
		if opts.Dir == "" {
			if _, err := io.WriteString(w, text); err != nil {
				return paths, err
			}
			continue
		}
		path := filepath.Join(opts.Dir, fmt.Sprintf("%s_%d.py", p.Name, seed))
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			return paths, err
		}
		paths = append(paths, path)
	}
	return paths, nil
}
