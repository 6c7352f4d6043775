# passes: DeriveCallDirections,MaterializeDistTensorCtx
# error: Assigning a different DistributedTensor in each branch of an `if` is not supported: 'pick'
# The two branches of the if yield distributed tensors with different
# communication contexts (two parameters): PyPTO refuses the program.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def use(self, t: pld.DistributedTensor[[16], pl.FP32]):
        pld.system.wait(t, offsets=[0], expected=1, cmp=pld.WaitCmp.Eq)

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, a: pld.DistributedTensor[[16], pl.FP32], b: pld.DistributedTensor[[16], pl.FP32], n: pl.Scalar[pl.INDEX]):
        if n > 0:
            pick = pl.yield_(a)
        else:
            pick = pl.yield_(b)
        self.use(pick)
