package verifier

import (
	"strings"
	"testing"
)

// A user-function call threads the parameter only when the parameter is
// among its arguments; the function is printed into the message.
func TestOutParamNotShadowedUserCalls(t *testing.T) {
	p := coreParse(t, `import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        return a

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, x: pl.Tensor[[32, 64], pl.FP32], o: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        o: pl.Tensor[[32, 64], pl.FP32] = self.k(o)
        o: pl.Tensor[[32, 64], pl.FP32] = self.k(x)
        return o
`)
	got := coreVerify(p, OutParamNotShadowed)
	coreExpect(t, got, "ERROR OutParamNotShadowed 501 @13:9 'o' is an Out parameter but is reassigned to the result of 'k', which does not write into it.")
	if want := "\n  In function 'main':\n@pl.function(type=pl.FunctionType.Orchestration"; !strings.Contains(got[0].Message, want) {
		t.Errorf("message lacks %q:\n%s", want, got[0].Message)
	}
}
