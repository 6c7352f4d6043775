package model

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/sut"
)

func request(t *testing.T, name string) *sut.Request {
	t.Helper()
	b, err := os.ReadFile("../pypto/testdata/outcomes/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return &sut.Request{Program: string(b), Filename: name, Backend: "950"}
}

func TestCompile(t *testing.T) {
	m := Model{}
	req := request(t, "ok.py")
	req.Dump, req.Output = true, true
	r, err := m.Compile(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if !r.Accepted || !r.Compiled || len(r.Problems) != 0 || !strings.Contains(r.Output, "def kernel") {
		t.Fatalf("ok.py: %+v", r)
	}
	if len(r.Stages) == 0 || r.Stages[0].Pass != "InlineFunctions" {
		t.Errorf("stages %d, first %+v", len(r.Stages), r.Stages)
	}
	r, err = m.Compile(context.Background(), request(t, "parse_rejected.py"))
	if err != nil {
		t.Fatal(err)
	}
	if r.Accepted || len(r.Problems) != 1 || r.Problems[0].Outcome != sut.Rejected || r.Problems[0].Pass != "parse" ||
		!strings.Contains(r.Problems[0].Message, "bogus") {
		t.Errorf("parse_rejected.py: %+v", r)
	}
	req = request(t, "ok.py")
	req.Passes = []string{"NoSuchPass"}
	if _, err := m.Compile(context.Background(), req); err == nil {
		t.Error("an unknown pass is no error")
	}
}
