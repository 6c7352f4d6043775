# Expected output of MaterializeDistTensorCtx/chip (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def bump(buf: pl.InOut[pld.DistributedTensor[[8], pl.FP32]], k: pl.Scalar[pl.INDEX], buf_ctx: pld.CommCtxType) -> pld.DistributedTensor[[8], pl.FP32]:
        c: pld.CommCtxType = buf_ctx
        r: pl.Scalar[pl.INT32] = pld.system.rank(c)
        pld.system.wait(buf, [k], pl.const(1, pl.INT32), cmp=0)
        return buf
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def ping(flags: pld.DistributedTensor[[2, 2], pl.INT32], flags_ctx: pld.CommCtxType):
        pld.system.wait(flags, [0, 0], pl.const(1, pl.INT32), cmp=1)
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def orch(self, win: pl.InOut[pld.DistributedTensor[[8], pl.FP32]], sig: pld.DistributedTensor[[4], pl.INT32], win_ctx: pld.CommCtxType, sig_ctx: pld.CommCtxType) -> pld.DistributedTensor[[8], pl.FP32]:
        for i, (w,) in pl.range(2, init_values=(win,)):
            w_1: pld.DistributedTensor[[8], pl.FP32] = self.bump(w, i, win_ctx, attrs={"arg_directions": [pl.adir.inout, pl.adir.scalar, pl.adir.scalar]})
            w_2: pld.DistributedTensor[[8], pl.FP32] = pl.yield_(w_1)
        flags: pld.DistributedTensor[[2, 2], pl.INT32, pl.TensorView(stride=[2, 1], layout=pl.TensorLayout.ND)] = pl.tensor.view(sig, [2, 2])
        self.ping(flags, sig_ctx, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar]})
        return w_2
