# Every registered op at least once, in its canonical printed spelling.
import pypto.language as pl


@pl.program
class AllOps:
    @pl.function(type=pl.FunctionType.AIC)
    def cube(
        self,
        a: pl.Tensor[[32, 64], pl.BF16],
        b: pl.Tensor[[64, 128], pl.BF16],
        v: pl.Tensor[[1, 64], pl.BF16],
        bias: pl.Tensor[[1, 128], pl.FP32],
        rows: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        mem_mat_0: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        a_m: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        b_m: pl.Tile[[64, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat)
        v_m: pl.Tile[[1, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(v, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Mat)
        bias_m: pl.Tile[[1, 128], pl.FP32, pl.Mem.Mat] = pl.tile.load(bias, [0, 0], [1, 128], [1, 128], target_memory=pl.Mem.Mat)
        a_l: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(a_m, target_memory=pl.Mem.Left)
        a_part: pl.Tile[[16, 32], pl.BF16, pl.Mem.Left] = pl.tile.extract(a_m, 0, 0, [16, 32], target_memory=pl.Mem.Left)
        b_r: pl.Tile[[64, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(b_m, target_memory=pl.Mem.Right)
        v_l: pl.Tile[[1, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(v_m, target_memory=pl.Mem.Left)
        bias_b: pl.Tile[[1, 128], pl.FP32, pl.Mem.Bias] = pl.tile.move(bias_m, target_memory=pl.Mem.Bias)
        a_n: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left, pl.TileView(valid_shape=[rows, 64])] = pl.tile.set_validshape(a_l, rows, 64)
        p: pl.Tile[[32, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul(a_n, b_r)
        seed: pl.Tile[[32, 128], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc, compact=True)
        q: pl.Tile[[32, 128], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(seed, a_n, b_r)
        q2: pl.Tile[[32, 128], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(q, a_l, b_r, rows == 0)
        pb: pl.Tile[[32, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(a_l, b_r, bias_b)
        g: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 128], compact=pl.CompactMode.normal)] = pl.tile.gemv(v_l, b_r)
        g2: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 128], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g, v_l, b_r)
        pl.tile.tpush_to_aiv(pb, split=0, id=0)
        back: pl.Tile[[32, 128], pl.FP32, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0, id=1)
        sh: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.aiv_shard(pb, split=1)
        ga: pl.Tile[[32, 128], pl.FP32, pl.Mem.Mat] = pl.tile.aic_gather(sh, split=1)
        pl.system.sync_src(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.FIX, event_id=3)
        pl.system.sync_dst(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.FIX, event_id=3)
        o: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(q2, [0, 0], out)
        return o

    @pl.function(type=pl.FunctionType.AIV)
    def vector(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        h: pl.Tensor[[32, 64], pl.FP16],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        u: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([32, 64], dtype=pl.FP32, value=1.0)
        c0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(t, u)
        c1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(c0, u)
        c2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(c1, t)
        c3: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.div(c2, u)
        c4: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(c3, t)
        c5: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.minimum(c4, u)
        s0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(c5, 1.0)
        s1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.subs(s0, 2.0)
        s2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(s1, 3.0)
        s3: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.divs(s2, 4.0)
        e0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(s3)
        e1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.neg(e0)
        e2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.abs(e1)
        e3: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.relu(e2)
        e4: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sqrt(e3)
        e5: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.recip(e4)
        hh: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec] = pl.tile.load(h, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        hf: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.cast(hh, target_type=pl.FP32, mode='none')
        back: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec] = pl.tile.cast(hf, target_type=pl.FP16, mode='rint')
        tmp: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([32, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        rs: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(e5, tmp)
        rm: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(e5, tmp)
        cs: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_sum(e5, tmp)
        ra: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_add(e5, rs)
        rmul: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(ra, rm)
        part: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[20, 64])] = pl.tile.set_validshape(rmul, 20, 64)
        full: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)] = pl.tile.fillpad(part, pad_value=pl.PadValue.min)
        win: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.slice(full, [16, 32], [16, 32])
        flat: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(win, [8, 64])
        tv: pl.Tile[[64, 8], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(flat)
        asm: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(e5, win, [0, 0])
        el: pl.Scalar[pl.FP32] = pl.tile.read(asm, [1, 2])
        wr: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.write(asm, [1, 2], el)
        pl.tile.tpush_to_aic(wr, split=0, id=1)
        got: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0, id=0)
        g: pl.Tensor[[16, 16], pl.INT32] = pl.tensor.create([16, 16], dtype=pl.INT32)
        ge: pl.Scalar[pl.INT32] = pl.tensor.read(g, [0, 0])
        g2: pl.Tensor[[16, 16], pl.INT32] = pl.tensor.write(g, [0, 1], ge)
        pl.system.bar_v()
        pl.system.bar_m()
        pl.system.bar_all()
        res: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(wr, [0, 0], out, atomic=pl.AtomicType.Add)
        return res
