package corpus

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/oracle"
)

func TestLoadTestdata(t *testing.T) {
	entries, problems, err := Load("testdata")
	if err != nil || len(problems) != 0 {
		t.Fatalf("err %v, problems %v", err, problems)
	}
	if len(entries) != 2 || entries[0].Path != openFile || entries[1].Path != fixedFile {
		t.Fatalf("loaded %d entries, want %s then %s", len(entries), openFile, fixedFile)
	}
	open, fixed := entries[0], entries[1]
	if open.Prog == nil || fixed.Prog == nil {
		t.Fatal("Load left Prog nil")
	}
	wantOpen := Entry{
		Signature: "contract | SSAForm | ConvertToSSA | Variable '_' defined twice in function '_' |  | ",
		Status:    StatusOpen, Oracle: "contract", Property: "SSAForm", Pass: "ConvertToSSA", Profile: "Default",
		Seed: 20, Case: 17, Generator: "gen/v1", Statements: 2, Count: 1,
		FirstSeen: time.Date(2026, 1, 6, 8, 0, 0, 0, time.UTC), LastSeen: time.Date(2026, 1, 6, 8, 0, 0, 0, time.UTC),
		Choices: []uint64{3, 0, 80, 2, 2, 0, 0, 0, 62, 15, 66, 62, 3, 0, 1, 0, 1, 30, 45},
		Path:    openFile, Source: open.Source, Prog: open.Prog,
	}
	if !reflect.DeepEqual(*open, wantOpen) {
		t.Errorf("open entry:\n got %#v\nwant %#v", *open, wantOpen)
	}
	wantFixed := Entry{
		Signature: "differential | AccCompactValid | AutoTileMatmulL0 | output '_' differs at [_]: N vs N |  | out",
		Status:    StatusFixed, Oracle: "differential", Property: "AccCompactValid", Pass: "AutoTileMatmulL0",
		Profile: "AccCompactValid", Backend: "910B", Faults: []string{"narrowed-acc-not-compact"},
		Seed: 2470, Case: 3, Generator: "gen/v1", Statements: 8, Count: 4,
		FirstSeen: time.Date(2026, 1, 5, 22, 14, 3, 0, time.UTC), LastSeen: time.Date(2026, 1, 7, 1, 2, 3, 0, time.UTC),
		Extra: []Field{{"issue", "PyPTO #2470"}},
		Path:  fixedFile, Source: fixed.Source, Prog: fixed.Prog,
	}
	if !reflect.DeepEqual(*fixed, wantFixed) {
		t.Errorf("fixed entry:\n got %#v\nwant %#v", *fixed, wantFixed)
	}
	// The file names are the signatures' IDs.
	for _, e := range entries {
		if filepath.Base(e.Path) != oracle.Signature(e.Signature).ID()+".py" {
			t.Errorf("%s is not named after its signature", e.Path)
		}
	}
}

func TestLoadCorrupt(t *testing.T) {
	entries, problems, err := Load("testdata/corrupt")
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 0 {
		t.Errorf("loaded %d entries from corrupt files", len(entries))
	}
	want := []string{
		`testdata/corrupt/bad_header.py:18: header line "# pypto.program: Fuzz" is not "# key: value" (end the header with a blank line)`,
		`testdata/corrupt/bad_program.py:27:43: Unknown pl.tile operation: stor`,
		`testdata/corrupt/bad_status.py:3: status: must be "open" or "fixed", got "flaky"`,
		`testdata/corrupt/binary.py: not a text file (NUL byte at offset 3)`,
		`testdata/corrupt/empty.py: empty file`,
		`testdata/corrupt/latin1.py: not a text file (invalid UTF-8 at offset 35)`,
		`testdata/corrupt/misnamed.py: file name should be 1d4615cfafee.py, the ID of its signature`,
		`testdata/corrupt/not_corpus.py:1: not an irfuzz corpus file: the first line must be "# irfuzz corpus v1"`,
	}
	var got []string
	for _, p := range problems {
		got = append(got, p.Error())
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("problems:\n got %q\nwant %q", got, want)
	}
	if p := problems[1]; p.Path != "testdata/corrupt/bad_program.py" || p.Line != 27 || p.Col != 43 {
		t.Errorf("bad_program location = %s %d:%d", p.Path, p.Line, p.Col)
	}
}

// Load reads *.py files directly in the directory, not originals, dot
// files (temporaries), other files or subdirectories, and reports an
// unreadable file as a problem.
func TestLoadSelectsFiles(t *testing.T) {
	dir := t.TempDir()
	data, err := os.ReadFile(openFile)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"1d4615cfafee.py", "1d4615cfafee.orig.py", ".1d4615cfafee.py.tmp-123", "notes.txt", "sub/6810c580adf7.py"} {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "dir.py"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(dir, "missing"), filepath.Join(dir, "dangling.py")); err != nil {
		t.Fatal(err)
	}
	entries, problems, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 || filepath.Base(entries[0].Path) != "1d4615cfafee.py" {
		t.Fatalf("entries %v", entries)
	}
	want := filepath.Join(dir, "dangling.py") + ": open: no such file or directory"
	if len(problems) != 1 || problems[0].Error() != want {
		t.Fatalf("problems %v, want [%s]", problems, want)
	}
	if _, _, err := Load(filepath.Join(dir, "absent")); err == nil {
		t.Fatal("Load of a missing directory did not fail")
	}
}

func TestLoadOriginal(t *testing.T) {
	dir := t.TempDir()
	e, err := LoadFile(openFile)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := LoadOriginal(e); err == nil || err.Error() != openFile+": no original is recorded" {
		t.Fatalf("LoadOriginal without original: %v", err)
	}
	orig := *e
	if err := WriteFile(filepath.Join(dir, OrigFileName(e.Signature)), &orig); err != nil {
		t.Fatal(err)
	}
	min := *e
	min.Original = OrigFileName(e.Signature)
	if err := WriteFile(filepath.Join(dir, e.FileName()), &min); err != nil {
		t.Fatal(err)
	}
	got, err := LoadOriginal(&min)
	if err != nil {
		t.Fatal(err)
	}
	if got.Path != filepath.Join(dir, "1d4615cfafee.orig.py") || got.Source != e.Source || got.Original != "" {
		t.Fatalf("original = %+v", got)
	}
}
