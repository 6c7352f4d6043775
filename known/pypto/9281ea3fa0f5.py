# irfuzz corpus v1
# signature: "pypto | serialize | input | Invalid reference ID: N |  | "
# status: open
# oracle: pypto
# property: serialize
# pass: input
# profile: ArrayNotEscaped
# backend: Ascend950
# faults:
# seed: 8358222617197616690
# case: 12
# generator: gen/v1
# statements: 51
# count: 16
# first_seen: 2026-12-07T21:03:05Z
# last_seen: 2026-12-07T21:03:18Z
# pypto_finding: serialize-while-iterarg-reference-order.py
# class: loud
# pinned: src/ir/serialization/type_deserializers.cpp:741-752
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md (the repro's entry)
# note: ir.serialize writes a while loop's iter arg references in an order ir.deserialize cannot resolve. The real PyPTO fails this campaign kernel with the signature of serialize-while-iterarg-reference-order.py's bug (same oracle, pass and message), found by irfuzz -sut pypto -n 150 -seed 3; matched to the repro by signature, not re-triaged kernel by kernel
# choices: 77.64.3.81.90.9.1.68.2.19.6.44.90.81.2.1.1.1.0.27.3.41.79.0.90.3.13.92.63.0.1.1.7.5.54.3.1.0.72.10.38.8.76.15.22.91.76.13.0.2.0.68.4.27.72.72.14.1.10.58.3.43.3.51.2.44.2.64.2.66.0.0.1.60.5.1.81.47.0.1.1.0.0.96.16.36.47.7.2.83.2.0.38.66.3.0.1.0.1.91.1.10.98.24.64.86.52.9.0.29.38.13.117.15.78.1.189.10.0.7.39.1.1.15.3.23.24.206.4.11.4.1.29.10.1.2.73.2.0.84.53.42.12.7.4.11.32.40.59.8.2.69.7.2.99.83.3.0.1.0.0.6.2.93.1.92.23.107.46.8.14.25.114.30.0.89.8.1.41.1.68.89.10.14.38.35.39.94.4.25.1.4.67.87.0.1.1.1.1.79.94.44.2.17.31.1.1.0*3.25.89.90.51.95.42.20.76.79.8.14.17.12.83.2.0.1.59.11.149.26.4.10.36.97.7.52.12.4.1.28.64.73.36.96.1.20.6.4.4.0.56.64.2.2.1.0*4.53.14.89.96.59.3.2.87.35.2.12.61.23.97.41.9.47.11.94.63.12.1.50.76.11.2.60.1.3.34.13.4.96.3.1.14.48.9.47.7.24.3.86.0.2.6.43.52.8.59.69.85.95.98.72.71.11.27.63
# sut: pypto
# pypto: e2d0f78ae6d709c0d6ee345a48db2c3d621a4b09
# outcome: serialize
# repro: 9281ea3fa0f5.repro.py

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[128, 128], pl.FP16], rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[128, 2], pl.FP32]], x_1: pl.Tensor[[64, 128], pl.FP32], x_2: pl.Tensor[[64, 16], pl.FP32], x_3: pl.Tensor[[48, 64], pl.INT32], out_1: pl.Out[pl.Tensor[[128, 8], pl.FP32]], x_4: pl.Tensor[[16, 128, 16], pl.FP32]) -> tuple[pl.Tensor[[128, 2], pl.FP32], pl.Tensor[[128, 8], pl.FP32]]:
        t: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat, pl.TileView(valid_shape=[16, 64], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.load(x, [64, 0], [64, 64], [16, 64], target_memory=pl.Mem.Mat)
        l: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat, pl.TileView(valid_shape=[16, 64], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.set_validshape(t, 16, 64)
        ln: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat, pl.TileView(valid_shape=[pl.min(rows, pl.const(16, pl.INDEX)), 64], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.set_validshape(l, pl.min(rows, 16), 64)
        t_1: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(x, [64, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[64, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, pl.const(16, pl.INDEX)), 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln, t_1)
        mv: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(16, pl.INDEX)), 32])] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        h: pl.Tile[[64, 32], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(16, pl.INDEX)), 32])] = pl.tile.cast(mv, target_type=pl.BF16, mode='none')
        ep: pl.Tile[[64, 32], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(16, pl.INDEX)), 32])] = pl.tile.exp(h)
        mv_1: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(16, pl.INDEX)), 32])] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        ep_1: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(16, pl.INDEX)), 32])] = pl.tile.add(mv_1, mv_1)
        ep_2: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(16, pl.INDEX)), 32])] = pl.tile.muls(ep_1, 0.5)
        ep_3: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(16, pl.INDEX)), 32])] = pl.tile.muls(ep_2, 0.5)
        tmp: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec] = pl.tile.create([64, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        ep_4: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(16, pl.INDEX)), 1])] = pl.tile.row_sum(ep_3, tmp)
        tmp_1: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec] = pl.tile.create([64, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        ep_5: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(16, pl.INDEX)), 1])] = pl.tile.row_sum(ep_4, tmp_1)
        tmp_2: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec] = pl.tile.create([64, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        ep_5: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(16, pl.INDEX)), 1])] = pl.tile.row_sum(ep_5, tmp_2)
        h_1: pl.Tile[[64, 1], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(16, pl.INDEX)), 1])] = pl.tile.cast(ep_5, target_type=pl.BF16, mode='rint')
        o: pl.Tensor[[128, 2], pl.FP32] = pl.tile.store(ep_5, [0, 0], out, atomic=pl.AtomicType.Add)
        t_2: pl.Tile[[64, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_1, [0, 64], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        for (n,) in pl.while_(init_values=(0,)):
            pl.cond(n < 4)
            s: pl.Scalar[pl.INDEX] = pl.min(n, 30)
            tv: pl.Tile[[64, 64], pl.FP32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_2)
            tmp_3: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec] = pl.tile.create([64, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            v: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(16, pl.INDEX)), 32])] = pl.tile.rems(mv_1, 1.0, tmp_3)
            n_1: pl.Scalar[pl.INDEX] = n + 1
            n_2: pl.Scalar[pl.INDEX] = pl.yield_(n_1)
        k: pl.Tile[[64, 32], pl.UINT8, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(16, pl.INDEX)), 4])] = pl.tile.cmps(ep_3, 1.0, cmp_type=2)
        tmp_4: pl.Tile[[64, 32], pl.UINT8, pl.Mem.Vec] = pl.tile.create([64, 32], dtype=pl.UINT8, target_memory=pl.Mem.Vec)
        v_1: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(16, pl.INDEX)), 32])] = pl.tile.sels(k, ep_3, tmp_4, 0.0)
        fp: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(ep_3, pad_value=pl.PadValue.zero)
        t_3: pl.Tile[[64, 8], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[63, 8])] = pl.tile.load(x_2, [0, 0], [64, 8], [63, 8], target_memory=pl.Mem.Vec)
        v_2: pl.Tile[[64, 8], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[63, 8])] = pl.tile.sqrt(t_3)
        v_2: pl.Tile[[64, 8], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[63, 8])] = pl.tile.subs(v_2, 1.0)
        v_3: pl.Tile[[64, 8], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[63, 8])] = pl.tile.maximum(v_2, v_2)
        t_4: pl.Tile[[24, 32], pl.INT32, pl.Mem.Vec] = pl.tile.load(x_3, [24, 32], [24, 32], [24, 32], target_memory=pl.Mem.Vec)
        o_1: pl.Tensor[[128, 8], pl.FP32] = pl.tile.store(v_2, [0, 0], out_1)
        if n_2 < 1:
            v_4: pl.Tile[[24, 32], pl.INT32, pl.Mem.Vec] = pl.tile.mul(t_4, t_4)
        s_1: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.col_sum(t_3)
        t_3: pl.Tile[[64, 8], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[63, 8])] = pl.tile.col_expand_min(t_3, s_1)
        for i in pl.range(0, 16, 2):
            pass
        t_5: pl.Tile[[4, 64, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_4, [0, 0, 0], [4, 64, 16], [4, 64, 16], target_memory=pl.Mem.Vec)
        if rows >= 6:
            tmp_5: pl.Tile[[4, 64, 16], pl.FP32, pl.Mem.Vec] = pl.tile.create([4, 64, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            r: pl.Tile[[4, 64, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.row_max(t_5, tmp_5)
            x_5: pl.Tile[[4, 64, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.row_expand_mul(r, r)
            mv_2: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(16, pl.INDEX)), 32])] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            tmp_6: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec] = pl.tile.create([64, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            ep_6: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(16, pl.INDEX)), 1])] = pl.tile.row_sum(mv_2, tmp_6)
            ep_7: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(16, pl.INDEX)), 1])] = pl.tile.add(ep_6, ep_4)
            c, c_1 = pl.yield_(s_1, t_5)
        else:
            c, c_1 = pl.yield_(s_1, t_5)
        return o, o_1
