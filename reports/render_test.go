package reports

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/golden")

// campaignDir is a synthetic but realistic results directory: a 60 s
// campaign of 1398 cases over five properties, 61 timeline samples, seven
// findings from seven oracles (one message with markup in it) and a
// property below the validity alarm.
const campaignDir = "testdata/campaign"

// goldenOptions are universes like cmd/irfuzz passes, fixed here so the
// golden files do not change when irfuzz grows a rule, op or pass.
var goldenOptions = Options{
	Rules: []string{"SSAVerify", "TypeCheck", "NoNestedCall", "NormalizedStmtStructure", "HasMemRefs", "TileOps2D",
		"TileMemoryInferred", "TileTypeCoherence", "AccToGmStoreValid", "AccCompactValid", "AssignTypeSymmetry", "BufferDisjoint"},
	Ops: []string{"tensor.create", "tensor.read", "tensor.write", "tile.add", "tile.adds", "tile.cast", "tile.create",
		"tile.div", "tile.exp", "tile.full", "tile.load", "tile.matmul", "tile.matmul_acc", "tile.move", "tile.mul",
		"tile.muls", "tile.neg", "tile.relu", "tile.reshape", "tile.row_max", "tile.row_sum", "tile.set_validshape",
		"tile.sqrt", "tile.store", "tile.sub", "tile.tpop_from_aic", "tile.tpop_from_aiv", "tile.tpush_to_aic",
		"tile.tpush_to_aiv", "tile.transpose"},
	Passes: []string{"ConvertToSSA", "Simplify", "NormalizeStmtStructure", "FlattenCallExpr", "FlattenTileNdTo2D",
		"AutoTileMatmulL0", "InferTileMemorySpace", "ExpandMixedKernel", "InitMemRef", "MemoryReuse",
		"AllocateMemoryAddr", "InsertSync"},
}

var goldenExt = map[string]string{"text": "txt", "md": "md", "html": "html", "json": "json"}

func render(t *testing.T, format string) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := Render(&buf, campaignDir, format, goldenOptions); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestGolden(t *testing.T) {
	for _, format := range Formats() {
		t.Run(format, func(t *testing.T) {
			got := render(t, format)
			path := filepath.Join("testdata", "golden", "report."+goldenExt[format])
			if *update {
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("report differs from %s (run go test -update and review the diff):\n%s", path, firstDiff(got, want))
			}
			// Same input, same bytes.
			if again := render(t, format); !bytes.Equal(again, got) {
				t.Fatalf("two renderings differ:\n%s", firstDiff(again, got))
			}
		})
	}
}

// firstDiff shows the first line where got and want differ.
func firstDiff(got, want []byte) string {
	g, w := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			return "line " + strconv.Itoa(i+1) + ":\n got " + gl + "\nwant " + wl
		}
	}
	return "(no line differs)"
}

func TestJSONIsTheReport(t *testing.T) {
	d, err := Load(campaignDir)
	if err != nil {
		t.Fatal(err)
	}
	var got Report
	if err := json.Unmarshal(render(t, "json"), &got); err != nil {
		t.Fatal(err)
	}
	want := Build(d, goldenOptions)
	if !reflect.DeepEqual(&got, want) {
		t.Fatalf("decoded json report differs from Build:\n got %+v\nwant %+v", got, want)
	}
	if got.Totals.Cases != 1398 || got.Totals.Unique != 7 || len(got.Findings) != 7 || len(got.Timeline) != 61 ||
		got.Findings[0].ID != "3f9a0c11d2e4" || got.Findings[0].Count != 37 || got.Coverage[0].Headline() != "6 of 12 verifier rules fired" ||
		got.Cases.Records != 1398 || !got.Properties[3].Alarm {
		t.Fatalf("json report: %+v", got)
	}
}

func TestMarkdownTablesStayTables(t *testing.T) {
	md := string(render(t, "md"))
	// The message with a pipe in it stays in its cell, its markup inert.
	if !strings.Contains(md, "| `print/parse mismatch: func k / stmt 3 / assign u: kwarg <script>alert(\"x\")</script> \\| target_memory differs` |") {
		t.Fatal("the finding with a pipe in its message is not one escaped cell")
	}
	// Every table row has as many cells as its header.
	cells := regexp.MustCompile(`(^|[^\\])\|`)
	var header int
	for i, line := range strings.Split(md, "\n") {
		if !strings.HasPrefix(line, "|") {
			header = 0
			continue
		}
		n := len(cells.FindAllString(line, -1))
		if header == 0 {
			header = n
		} else if n != header {
			t.Fatalf("line %d has %d cell separators, its header %d: %s", i+1, n, header, line)
		}
	}
}

func TestHTMLIsSelfContainedAndEscaped(t *testing.T) {
	page := string(render(t, "html"))
	for _, bad := range []string{"<script", "<link", "<img", " src=", "@import", "url(", "https:"} {
		if strings.Contains(page, bad) {
			t.Errorf("page contains %q", bad)
		}
	}
	// http: only in the SVG namespace.
	if n, m := strings.Count(page, "http:"), strings.Count(page, `xmlns="http://www.w3.org/2000/svg"`); n != m || m != 2 {
		t.Errorf("http: %d times, SVG namespaces %d", n, m)
	}
	for _, want := range []string{
		`print/parse mismatch: func k / stmt 3 / assign u: kwarg &lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; | target_memory differs`,
		`<table id="properties">`, `<table id="oracles">`, `<table id="findings">`,
		`<table id="coverage-rules">`, `<table id="coverage-ops">`, `<table id="coverage-passes">`,
		`<svg class="plot" id="plot-cases"`, `<svg class="plot" id="plot-unique"`,
		`<td class="num alarm">5 (98.3%) !</td>`,
		`<p>6 of 12 verifier rules fired.</p>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %s", want)
		}
	}
}

func TestHTMLWithoutTimelineOrFindings(t *testing.T) {
	d := smallData()
	d.Summary.Timeline = nil
	d.Findings = nil
	var buf bytes.Buffer
	if err := Write(&buf, d, "html", Options{}); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	if strings.Count(page, ">no timeline samples</text>") != 2 || !strings.Contains(page, `<p id="findings" class="muted">No findings.</p>`) ||
		strings.Contains(page, "<path") {
		t.Fatalf("page:\n%s", page)
	}
}
