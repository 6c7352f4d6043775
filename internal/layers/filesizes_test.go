package layers

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPipelineFileSizes: no file of the pass pipeline is over 1,200 lines;
// a pass that grows past it splits by concern (expand_mixed_kernel_*.go,
// memory_reuse_*.go), and general IR utilities go to ir/.
func TestPipelineFileSizes(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "pipeline", "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no pipeline sources: %v", err)
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if n := strings.Count(string(data), "\n"); n > 1200 {
			t.Errorf("%s has %d lines (at most 1200)", filepath.Base(f), n)
		}
	}
}
