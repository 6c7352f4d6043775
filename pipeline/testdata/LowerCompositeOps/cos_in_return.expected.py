# Expected output of LowerCompositeOps/cos_in_return (written by -update; review before committing).
# pypto.program: Prog
import pypto.language as pl

@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[8, 64], pl.FP32]) -> pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec]:
        t: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec)
        ret0__pi_inv_x_tmp_v0: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 0.31830987334251404)
        ret0__k_pre_tmp_v1: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(ret0__pi_inv_x_tmp_v0, 0.5)
        ret0__k_i_tmp_v2: pl.Tile[[8, 64], pl.INT32, pl.Mem.Vec] = pl.tile.cast(ret0__k_pre_tmp_v1, target_type=pl.INT32, mode='rint')
        ret0__k_f_tmp_v3: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.cast(ret0__k_i_tmp_v2, target_type=pl.FP32, mode='none')
        ret0__k_pi_v2_tmp_v4: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(ret0__k_f_tmp_v3, 3.140625)
        ret0__t0_tmp_v5: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(t, ret0__k_pi_v2_tmp_v4)
        ret0__k_pi_c1_tmp_v6: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(ret0__k_f_tmp_v3, 0.0009670257568359375)
        ret0__t1_tmp_v7: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(ret0__t0_tmp_v5, ret0__k_pi_c1_tmp_v6)
        ret0__t1h_tmp_v8: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(ret0__t1_tmp_v7, 1.5707963705062866)
        ret0__k_pi_c2_tmp_v9: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(ret0__k_f_tmp_v3, 6.277114152908325e-07)
        ret0__t2_tmp_v10: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(ret0__t1h_tmp_v8, ret0__k_pi_c2_tmp_v9)
        ret0__k_pi_c3_tmp_v11: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(ret0__k_f_tmp_v3, 1.2164491636212915e-10)
        ret0__t3_tmp_v12: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(ret0__t2_tmp_v10, ret0__k_pi_c3_tmp_v11)
        ret0__k_pi_c4_tmp_v13: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(ret0__k_f_tmp_v3, -1.0290622927356871e-13)
        ret0__t4_tmp_v14: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(ret0__t3_tmp_v12, ret0__k_pi_c4_tmp_v13)
        ret0__t4t_tmp_v15: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(ret0__t4_tmp_v14, -4.371138828673793e-08)
        ret0__half_k_tmp_v16: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(ret0__k_f_tmp_v3, 0.5)
        ret0__floor_hk_i_tmp_v17: pl.Tile[[8, 64], pl.INT32, pl.Mem.Vec] = pl.tile.cast(ret0__half_k_tmp_v16, target_type=pl.INT32, mode='floor')
        ret0__floor_hk_f_tmp_v18: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.cast(ret0__floor_hk_i_tmp_v17, target_type=pl.FP32, mode='none')
        ret0__floor_x4_tmp_v19: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(ret0__floor_hk_f_tmp_v18, 4.0)
        ret0__neg2_k_tmp_v20: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(ret0__k_f_tmp_v3, -2.0)
        ret0__sign_pre_tmp_v21: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(ret0__floor_x4_tmp_v19, ret0__neg2_k_tmp_v20)
        ret0__sign_tmp_v22: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(ret0__sign_pre_tmp_v21, 1.0)
        ret0__t2sq_tmp_v23: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(ret0__t4t_tmp_v15, ret0__t4t_tmp_v15)
        ret0__p_r0_tmp_v24: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(ret0__t2sq_tmp_v23, 2.604926521598827e-06)
        ret0__p_r1_tmp_v25: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(ret0__p_r0_tmp_v24, -0.0001980894448934123)
        ret0__p_t2_r1_tmp_v26: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(ret0__p_r1_tmp_v25, ret0__t2sq_tmp_v23)
        ret0__p_r2_tmp_v27: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(ret0__p_t2_r1_tmp_v26, 0.008333049714565277)
        ret0__p_t2_r2_tmp_v28: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(ret0__p_r2_tmp_v27, ret0__t2sq_tmp_v23)
        ret0__p_r3_tmp_v29: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(ret0__p_t2_r2_tmp_v28, -0.16666658222675323)
        ret0__p_t2_r3_tmp_v30: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(ret0__p_r3_tmp_v29, ret0__t2sq_tmp_v23)
        ret0__p_one_tmp_v31: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(ret0__p_t2_r3_tmp_v30, 1.0)
        ret0__t_p_tmp_v32: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(ret0__t4t_tmp_v15, ret0__p_one_tmp_v31)
        ret0__result_tmp_v33: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(ret0__sign_tmp_v22, ret0__t_p_tmp_v32)
        return ret0__result_tmp_v33
