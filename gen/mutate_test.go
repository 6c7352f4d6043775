package gen

import (
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/gen/choice"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// TestProfilesCoverProperties: every verifier property has a profile.
func TestProfilesCoverProperties(t *testing.T) {
	for _, prop := range verifier.AllProperties() {
		p := Profile(prop.String())
		if p == nil {
			t.Errorf("no profile for %s", prop)
			continue
		}
		if p.Name != prop.String() || p.Doc == "" {
			t.Errorf("profile %s: name %q, doc %q", prop, p.Name, p.Doc)
		}
	}
	if Profile("Nope") != nil {
		t.Error("Profile of an unknown name is not nil")
	}
	if Profile("AccCompactValid").Knob(WMatmul) <= DefaultProfile().Knob(WMatmul) {
		t.Error("AccCompactValid does not favour matmul chains")
	}
}

// TestMutators: each mutator applies to generated kernels, changes them,
// leaves the input untouched, and the mutant still prints. Where the
// verifier has a rule for the mutator's property, the rule must report the
// mutant (and must not report the unmutated kernel for AccCompactValid's
// planted check below).
func TestMutators(t *testing.T) {
	covered := verifier.Default().Covered()
	be, err := backend.Get("950") // backend-dependent rules (bf16 atomics) need one
	if err != nil {
		t.Fatal(err)
	}
	ctx := &verifier.Context{Backend: be}
	for _, m := range Mutators() {
		prop, ok := verifier.PropertyByName(m.Property)
		if !ok {
			t.Errorf("mutator %s: unknown property %s", m.Name, m.Property)
			continue
		}
		applied := 0
		for seed := int64(0); seed < 40; seed++ {
			c := FromSeed(Profile("AccCompactValid"), seed)
			before := ir.Print(c.Prog)
			q, ok := m.Apply(c.Prog, choice.Record(seed))
			if ir.Print(c.Prog) != before {
				t.Fatalf("mutator %s modified its input", m.Name)
			}
			if !ok {
				continue
			}
			applied++
			if ir.Equal(q, c.Prog) {
				t.Fatalf("mutator %s (seed %d) changed nothing", m.Name, seed)
			}
			_ = ir.Print(q)
			if covered.Contains(prop) && m.Valid {
				before := ruleErrors(verifier.Default().Verify(ctx, verifier.Set(prop), c.Prog), m.Rule)
				if ds := verifier.Default().Verify(ctx, verifier.Set(prop), q); ruleErrors(ds, m.Rule) > before {
					t.Errorf("probe %s (seed %d): %s rejects it: %v\n%s", m.Name, seed, m.Rule, ds, ir.Print(q))
				}
			} else if covered.Contains(prop) {
				ds := verifier.Default().Verify(ctx, verifier.Set(prop), q)
				if !hasDiagnostic(ds, m.Rule, m.Code) {
					t.Errorf("mutator %s (seed %d): no %s[%d] error for it (got %v):\n%s", m.Name, seed, m.Rule, m.Code, ds, ir.Print(q))
				}
			}
		}
		if covered.Contains(prop) == (m.Rule == "") {
			t.Errorf("mutator %s: Rule %q, but the verifier covers %s: %v", m.Name, m.Rule, prop, covered.Contains(prop))
		}
		if applied == 0 {
			t.Errorf("mutator %s applied to none of 40 kernels", m.Name)
		}
	}
}

func ruleErrors(ds []verifier.Diagnostic, rule string) int {
	n := 0
	for _, d := range ds {
		if d.Severity == verifier.Error && d.Rule == rule {
			n++
		}
	}
	return n
}

func hasDiagnostic(ds []verifier.Diagnostic, rule string, code int) bool {
	for _, d := range ds {
		if d.Severity == verifier.Error && d.Rule == rule && d.Code == code {
			return true
		}
	}
	return false
}

// TestDefaultMutators: Default plants the violations of every property
// whose profile writes its dialect, and no other.
func TestDefaultMutators(t *testing.T) {
	var got []string
	for _, m := range DefaultProfile().Mutators {
		got = append(got, m.Name)
		if Profile(m.Property).Dialect != DefaultProfile().Dialect {
			t.Errorf("Default plants %s, of the %s dialect", m.Name, Profile(m.Property).Dialect)
		}
	}
	want, accCompact := 0, 0
	for _, m := range Mutators() {
		if Profile(m.Property).Dialect == Pinned {
			want++
		}
		if m.Property == "AccCompactValid" {
			accCompact++
		}
	}
	if len(got) != want || want != len(Mutators())-accCompact || accCompact != 8 {
		t.Errorf("Default plants %d mutators %v, want the %d of the pinned dialect (every one but AccCompactValid's %d)", len(got), got, want, accCompact)
	}
	if m, ok := MutatorByName("valid-exceeds-shape"); !ok || m.Rule != "TypeCheck" || m.Code != 104 {
		t.Errorf("MutatorByName(valid-exceeds-shape) = %+v, %v", m, ok)
	}
	if _, ok := MutatorByName("nope"); ok {
		t.Error("MutatorByName found an unknown name")
	}
}

// TestMutatorsViolateOn: on each backend (and on none), a mutant draws
// its rule's error exactly where the mutator says it violates the
// property (Violates), so a campaign plants only violations.
func TestMutatorsViolateOn(t *testing.T) {
	covered := verifier.Default().Covered()
	for _, name := range []string{"", "910B", "950"} {
		var be *backend.Backend
		if name != "" {
			var err error
			if be, err = backend.Get(name); err != nil {
				t.Fatal(err)
			}
		}
		ctx := &verifier.Context{Backend: be}
		for _, m := range Mutators() {
			prop, _ := verifier.PropertyByName(m.Property)
			if !covered.Contains(prop) || m.Valid {
				continue
			}
			for seed := int64(0); seed < 10; seed++ {
				q, ok := m.Apply(FromSeed(DefaultProfile(), seed).Prog, choice.Record(seed))
				if !ok {
					continue
				}
				got := hasDiagnostic(verifier.Default().Verify(ctx, verifier.Set(prop), q), m.Rule, m.Code)
				if got != m.ViolatesOn(be) {
					t.Errorf("backend %q, mutator %s (seed %d): %s[%d] reported %v, ViolatesOn %v", name, m.Name, seed, m.Rule, m.Code, got, m.ViolatesOn(be))
					break
				}
			}
		}
	}
}

// TestAccCompactMutants: the AccCompactValid mutators produce exactly the
// shapes of the rule's three parts.
func TestAccCompactMutants(t *testing.T) {
	seen := map[string]bool{}
	for seed := int64(0); seed < 40; seed++ {
		c := FromSeed(Profile("AccCompactValid"), seed)
		for _, m := range Profile("AccCompactValid").Mutators {
			q, ok := m.Apply(c.Prog, nil)
			if !ok {
				continue
			}
			switch m.Name {
			case "acc-seed-not-compact":
				if !NonCompactNarrowedAcc(q) {
					t.Fatalf("seed %d: %s left no non-compact narrowed matmul_acc:\n%s", seed, m.Name, ir.Print(q))
				}
			case "renarrow-across-fractal":
				if !hasRenarrow(q) {
					t.Fatalf("seed %d: %s left no compact re-narrowing:\n%s", seed, m.Name, ir.Print(q))
				}
			case "compact-on-vec":
				if !hasCompactVec(q) {
					t.Fatalf("seed %d: %s left no compact Vec tile", seed, m.Name)
				}
			}
			seen[m.Name] = true
		}
	}
	if len(seen) != len(Profile("AccCompactValid").Mutators) {
		t.Fatalf("AccCompactValid mutators applied: %v", seen)
	}
}

func hasRenarrow(p *ir.Program) bool {
	found := false
	ir.WalkFunc(kernelOf(p), func(n ir.Node) bool {
		if c, ok := n.(*ir.Call); ok && c.Op != nil && c.Op.Name == "tile.set_validshape" {
			src := tileOf(c.Args[0].Type())
			if src.Space == ir.Acc && src.Effective().Compact == ir.CompactNormal && ir.PackedPitchDiffers(src.ValidShape()[0], c.Args[1]) {
				found = true
			}
		}
		return true
	})
	return found
}

func hasCompactVec(p *ir.Program) bool {
	found := false
	ir.WalkFunc(kernelOf(p), func(n ir.Node) bool {
		if a, ok := n.(*ir.AssignStmt); ok {
			if t := tileOf(a.Var.T); t != nil && t.Space == ir.Vec && t.Effective().Compact == ir.CompactNormal {
				found = true
			}
		}
		return true
	})
	return found
}
