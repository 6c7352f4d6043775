import pypto.language as pl


@pl.program
class DistRef:
    @pl.function(type=pl.FunctionType.InCore)
    def one_rank(
        self,
        x: pl.Tensor[[4, 16], pl.FP32],
        win: pld.DistributedTensor[[4, 16], pl.FP32],
        sig: pld.DistributedTensor[[4, 1], pl.INT32],
        out: pl.Out[pl.Tensor[[4, 16], pl.FP32]],
    ) -> pl.Tensor[[4, 16], pl.FP32]:
        ctx = pld.get_comm_ctx(win)
        me = pld.rank(ctx)
        pld.tensor.put(win, me, x)
        pld.system.notify(sig, me, [0, 0], 1, op=pld.NotifyOp.AtomicAdd)
        pld.system.wait(sig, [0, 0], 1, cmp=pld.WaitCmp.Ge)
        t = pld.tile.remote_load(win, me, [0, 0], [4, 16])
        out = pl.store(t, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def arrays(self, n: pl.Scalar[pl.INT32]) -> pl.Scalar[pl.INT32]:
        a = pl.array.create(4, pl.INT32)
        a = pl.array.update_element(a, 1, n)
        a[2] = 7
        b = a[2] + pl.array.get_element(a, 1)
        return b
