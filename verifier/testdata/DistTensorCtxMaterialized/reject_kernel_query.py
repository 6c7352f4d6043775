# A kernel still querying its tensor's context.
# want: ERROR DistTensorCtxMaterialized 0 @10:13 "Function 'k' still calls pld.system.get_comm_ctx. Only host orchestration may query a communication context at runtime; everywhere else MaterializeDistTensorCtx must have replaced it with the explicit CommCtx parameter, and device codegen cannot lower the query."
import pypto.language as pl


@pl.program
class Kernel:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, t: pld.DistributedTensor[[8], pl.FP32]):
        c = pld.system.get_comm_ctx(t)
        r = pld.system.rank(c)
