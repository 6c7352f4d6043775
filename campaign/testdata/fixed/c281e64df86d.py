# irfuzz corpus v1
# signature: "simdiag | hazard |  | WAR: aiv0#N TCOL_SUM(_ = tile.col_sum @N) (V) writes aiv0 UB[N, N) read by aiv0#N TSTORE(_ = tile.store @N) (MTE3) with no happens-before edge; missing set_flag(MTE3, V) / wait_flag(MTE3, V) between them |  | "
# status: fixed
# oracle: simdiag
# property: hazard
# pass:
# profile: AtomicAddDtypeValid
# backend: Ascend950
# faults:
# seed: 9208458349395894612
# case: 104
# generator: gen/v1
# statements: 32
# count: 2
# first_seen: 2026-11-30T01:44:32Z
# last_seen: 2026-11-30T01:44:45Z
# choices: 91.59.51.4.21.75.2.76.8.1.2.4.25.82.30.3.0.1.0.1.80.23.15.44.8.0.92.3.2.1.1.0.6.41.74.10.37.88.69.0.77.8.76.93.9.4.32.60.44.9.0.4.77.4.90.4.79.1.49.65.3.62.70.1.51.95.3.22.74.3.61.36.89.37.82.0.7.3.57.76.1.1.2.1.1.65.31.52.4.92.12.3.0.1.0.1.57.59.98.88.52.2.9.52.43.6.35.58.3.47.44.88.21.8.6.86.3.4.4.55.80.11.1.9.71.5.15.44.22.1.36.97.0.88.97.3.1.93.63.0.2.46.30.69.6.1.1.3.75.3.0.2.0.55.3.92.0.17.1.2.0.54.2.0.84.94.0.35.59.15.60.25.1.91.64.9.13.11.0.2.2.0.0.10.84.3.20.4.2.78.89.3.93.41.2.64.81.3.88.72.2.20.8.54.3.112.74.5.2.76.3.21.14.10.0.5.53.51.14.22.45.2.26.0.10.89.12.0.1.0.15.24.36.12.3.69.5.37.6.3.5.1.6.78.78.44

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 32], pl.FP16], x_1: pl.Tensor[[64, 32], pl.FP16], x_2: pl.Tensor[[32, 32], pl.BF16], out: pl.Out[pl.Tensor[[16, 32], pl.FP16]], x_3: pl.Tensor[[1, 128], pl.FP16], x_4: pl.Tensor[[128, 128], pl.FP16], rows: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 32], pl.FP16]:
        t: pl.Tile[[64, 16], pl.FP16] = pl.tile.load(x, [0, 16], [64, 16], [64, 16], target_memory=None)
        t_1: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(x_1, [16, 0], [16, 16], [16, 16], target_memory=None)
        c: pl.Tile[[64, 16], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([64, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc, compact=True)
        acc: pl.Tile[[64, 16], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(c, t, t_1)
        v: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tile.mul(t_1, t_1)
        fp: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(v)
        fp_1: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(fp)
        fp_2: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(fp_1)
        rs: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.reshape(fp_2, [16, 16])
        vs: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[15, 16], pad=pl.PadValue.zero)] = pl.tile.set_validshape(rs, 15, 16)
        vs_1: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[15, 16], pad=pl.PadValue.zero)] = pl.tile.set_validshape(vs, 15, 16)
        t_2: pl.Tile[[16, 8], pl.BF16] = pl.tile.load(x_2, [16, 8], [16, 8], [16, 8], target_memory=None)
        o: pl.Tensor[[16, 32], pl.FP16] = pl.tile.store(fp_2, [0, 16], out, atomic=pl.AtomicType.Add)
        for (n, c_1) in pl.while_(init_values=(0, t_2)):
            pl.cond(n < 4)
            r: pl.Tile[[1, 16], pl.FP16, pl.Mem.Vec] = pl.tile.col_sum(vs, vs)
            if n > 4:
                pass
            mv: pl.Tile[[64, 16], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            ep: pl.Tile[[64, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(mv, mv)
            for i, (c_2, c_3) in pl.range(2, init_values=(mv, r)):
                t_3: pl.Tile[[1, 32], pl.FP16, pl.Mem.Vec] = pl.tile.load(x_3, [0, 96], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
                t_4: pl.Tile[[32, 128], pl.FP16] = pl.tile.load(x_4, [64, 0], [32, 128], [32, 128], target_memory=None)
                g: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 128], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_3, t_4, acc_phase=pl.AccPhase.Unspecified)
                sl: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.slice(g, [16, 32], [0, 0])
                vs_2: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[15, 32], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(sl, 15, 32)
                vs_3: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 32], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(vs_2, rows, 32)
                vs_4: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 32], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(vs_3, rows, 32)
                v_1: pl.Tile[[64, 16], pl.FP32, pl.Mem.Vec] = pl.tile.sub(mv, mv)
                v_2: pl.Tile[[64, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(v_1, v_1)
                c_4, c_5 = pl.yield_(v_2, pl.tile.exp(c_3))
            n_1: pl.Scalar[pl.INDEX] = n + 1
            n_2, c_6 = pl.yield_(n_1, c_1)
        c_7: pl.Tile[[64, 128], pl.INT16, pl.Mem.Vec] = pl.tile.create([64, 128], dtype=pl.INT16, target_memory=pl.Mem.Vec)
        return o
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[64, 32], pl.FP16], x_1: pl.Tensor[[64, 32], pl.FP16], x_2: pl.Tensor[[32, 32], pl.BF16], x_3: pl.Tensor[[1, 128], pl.FP16], x_4: pl.Tensor[[128, 128], pl.FP16], rows: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 32], pl.FP16]:
        out: pl.Tensor[[16, 32], pl.FP16] = pl.tensor.create([16, 32], dtype=pl.FP16)
        r: pl.Tensor[[16, 32], pl.FP16] = self.kernel(x, x_1, x_2, out, x_3, x_4, rows)
        return r
