# task ids, on-core arrays (ops and subscripts), call-site arg directions, cross-core pipe plumbing, explicit cross-core events, async prefetch.
# The golden is the pinned PyPTO's python_print of this program.
import pypto.language as pl


@pl.program
class SystemOps:
    @pl.function
    def kernel(self) -> pl.Scalar[pl.TASK_ID]:
        return pl.system.task_invalid()

    @pl.function(type=pl.FunctionType.InCore)
    def worker(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        t = pl.load(x, [0], [64])
        out = pl.store(t, [0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32], dst: pl.Tensor[[64], pl.FP32]) -> pl.Scalar[pl.TASK_ID]:
        with pl.manual_scope():
            tids = pl.array.create(4, pl.TASK_ID)
            for p in pl.parallel(4):
                a, a_tid = pl.submit(self.kernel, deps=[tids])
                tids[0] = a
                tids = pl.array.update_element(tids, 1, a_tid)
            barrier = pl.system.task_dummy(deps=[tids, None])
            first = tids[0]
            none_yet = None
        r = self.worker(x, dst, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]})
        return first

    @pl.function(type=pl.FunctionType.AIV)
    def vec_side(self, x: pl.Tensor[[1, 256], pl.FP32]):
        buf = pl.reserve_buffer(name="c2v", size=4096, base=4096)
        peer = pl.system.import_peer_buffer(name="v2c", peer_func="cube_side")
        pl.system.aiv_initialize_pipe(buf, dir_mask=1, slot_size=512)
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        pl.tfree_to_aic(t)
        pl.system.sync_set(0, pipe=pl.PipeType.V, ffts_mode=1)
        pl.system.sync_wait(event_id=3, pipe=pl.PipeType.MTE2)
        ctx = pl.prefetch.make_context()
        ev = pl.prefetch.async_prefetch(x, ctx)
        s = pl.prefetch.session(ctx)
        done = pl.prefetch.wait(ev, s)
