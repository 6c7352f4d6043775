package known

import (
	"fmt"
	"regexp"

	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/oracle"
)

// VariantsHeader names the header of a known case whose root cause signs
// in more than one form: the statement kind, the side of a comparison or
// a variable's name enters a verifier's message, and so the signature.
// Its value is a Go regular expression over the whole signature text
// (anchored at both ends). Each form it admits must have been triaged on
// the real PyPTO; the case's test lists them.
const VariantsHeader = "variants"

// Variants is a compiled variants header.
type Variants struct {
	re *regexp.Regexp
}

// CompileVariants compiles a variants pattern, anchored at both ends.
func CompileVariants(pattern string) (*Variants, error) {
	re, err := regexp.Compile(`^(?:` + pattern + `)$`)
	if err != nil {
		return nil, fmt.Errorf("%s header: %v", VariantsHeader, err)
	}
	return &Variants{re: re}, nil
}

// Match says whether sig is one of the forms.
func (v *Variants) Match(sig oracle.Signature) bool { return v.re.MatchString(string(sig)) }

// EntryVariants compiles e's variants header: nil without one, an error
// when it does not compile or does not match e's own signature.
func EntryVariants(e *corpus.Entry) (*Variants, error) {
	p := e.Get(VariantsHeader)
	if p == "" {
		return nil, nil
	}
	v, err := CompileVariants(p)
	if err != nil {
		return nil, err
	}
	if !v.Match(e.Signature) {
		return nil, fmt.Errorf("%s header does not match the case's own signature", VariantsHeader)
	}
	return v, nil
}
