# Scopes and task launches: pl.at / split_aiv / spmd / cluster / runtime
# scopes with deps, no_dep_args and dumps, pl.submit and
# pl.spmd_submit with deps, syncall and launch-shape
# queries, GEMV phases.
import pypto.language as pl


@pl.program
class Scopes:
    @pl.function(type=pl.FunctionType.AIV)
    def lanes(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [lane * 16, 0], [16, 64])
            u = pl.exp(t)
            o = pl.store(u, [lane * 16, 0], out)
        pl.system.syncall(mode=pl.SyncAllMode.SOFT, core_type=pl.KernelType.AIV, used_cores=2)
        return o

    @pl.function(type=pl.FunctionType.AIC)
    def cube(
        self,
        v: pl.Tensor[[1, 64], pl.BF16],
        w: pl.Tensor[[64, 128], pl.BF16],
        out: pl.Out[pl.Tensor[[1, 128], pl.FP32]],
    ) -> pl.Tensor[[1, 128], pl.FP32]:
        vm = pl.load(v, [0, 0], [1, 64], target_memory=pl.Mem.Mat)
        wm = pl.load(w, [0, 0], [64, 128], target_memory=pl.Mem.Mat)
        vl = pl.move(vm, target_memory=pl.Mem.Left)
        wr = pl.move(wm, target_memory=pl.Mem.Right)
        g = pl.tile.gemv(vl, wr, acc_phase=pl.AccPhase.Final)
        o = pl.tile.store(g, [0, 0], out, [1, 128], st_phase=pl.STPhase.Final)
        return o

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            a, t1 = pl.submit(self.lanes, x, out)
            b, t2 = pl.spmd_submit(self.lanes, x, a, deps=[t1], core_num=pl.system.available_aiv_count(), sync_start=True)
        with pl.spmd(4, sync_start=True):
            c = self.lanes(x, b)
        with pl.spmd(4, name_hint="blocks"):
            i = pl.tile.get_block_idx()
            pl.system.bar_all()
        with pl.at(level=pl.Level.CORE_GROUP, deps=[t1, t2], no_dep_args=[x], dumps=[c], allow_early_resolve=True, windowize=True):
            pl.system.bar_v()
        for blk in pl.spmd(8):
            pl.system.bar_v()
        with pl.cluster():
            pl.system.bar_m()
        with pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.split(pl.SplitMode.LEFT_RIGHT)], name_hint="core"):
            pl.system.bar_v()
        with pl.at(level=pl.Level.CHIP, role=pl.Role.Orchestrator, deps=[t2]):
            pl.system.bar_all()
        return b
