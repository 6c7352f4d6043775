# cross-rank kernel ops: the comm context, put / get (region, chunk and pipeline forms), notify / wait / defer_wait, remote load and store, staged tile put / get, GM fence and cache maintenance.
# The golden is the pinned PyPTO's python_print of this program.
import pypto.language as pl


@pl.program
class DistKernel:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[4, 64], pl.FP32],
        win: pld.DistributedTensor[[4, 64], pl.FP32],
        sig: pld.DistributedTensor[[4, 1], pl.INT32],
        out: pl.Out[pl.Tensor[[4, 64], pl.FP32]],
    ) -> pl.Tensor[[4, 64], pl.FP32]:
        ctx = pld.system.get_comm_ctx(win)
        me = pld.rank(ctx)
        n = pld.system.nranks(ctx)
        peer = pl.max(me, n)
        pld.tensor.put(win, peer, x, atomic=pld.AtomicType.Add, chunk_rows=2, chunk_cols=64, pipeline=True)
        pld.tensor.put(win, peer, x, [1, 0], [0, 0], [2, 64])
        pld.tensor.get(x, peer, win, chunk_cols=32)
        pl.system.cacheinvalid(win, [1, 64], [0, 0])
        pl.system.fence()
        pld.system.notify(target=sig, peer=peer, offsets=[0, 0], value=1, op=pld.NotifyOp.Set)
        pld.system.wait(sig, [0, 0], 1, cmp=pld.WaitCmp.Eq)
        pld.system.defer_wait(sig, [0, 0], expected=2, cmp=pld.WaitCmp.Ge)
        pl.system.cacheinvalid()
        t = pld.tile.remote_load(win, peer, [0, 0], [4, 64], [3, 64])
        pld.remote_store(t, win, peer, [0, 0], atomic=pl.AtomicType.Add)
        pld.tensor.remote_store(x, win, peer, [0, 0])
        out = pl.store(t, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def staged(
        self,
        x: pl.Tensor[[4, 64], pl.FP32],
        win: pld.DistributedTensor[[4, 64], pl.FP32],
        peer: pl.Scalar[pl.INT32],
    ):
        a = pl.create_tile([2, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        b = pl.create_tile([2, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        pld.tile.put(win, peer, x, a, b)
        pld.tile.get(x, peer, win, a, [0, 0], [0, 0], [2, 64])
