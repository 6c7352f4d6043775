# Chip orchestration querying contexts, one nested in another call: each
# query is reported, the nested one too.
# want: ERROR DistTensorCtxMaterialized 0 @12:14 "Function 'orch' still calls pld.system.get_comm_ctx. Only host orchestration may query a communication context at runtime; everywhere else MaterializeDistTensorCtx must have replaced it with the explicit CommCtx parameter, and device codegen cannot lower the query."
# want: ERROR DistTensorCtxMaterialized 0 @13:29 "Function 'orch' still calls pld.system.get_comm_ctx. Only host orchestration may query a communication context at runtime; everywhere else MaterializeDistTensorCtx must have replaced it with the explicit CommCtx parameter, and device codegen cannot lower the query."
import pypto.language as pl


@pl.program
class Chip:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, a: pld.DistributedTensor[[8], pl.FP32], b: pld.DistributedTensor[[8], pl.FP32]):
        ca = pld.system.get_comm_ctx(a)
        n = pld.system.rank(pld.system.get_comm_ctx(b))
